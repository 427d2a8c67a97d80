import { useId, useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useFocusBackOnRemoval } from '../../ui/focus-back';
import { useCookieNotice } from './use-cookie-notice';

export type CookieNoticeProps = Record<never, never>;

/** The notice: a labelled region in the page's flow (it takes its own room, so it covers nothing). */
export function CookieNotice(_props: CookieNoticeProps) {
  const { state, accept } = useCookieNotice();
  if (state !== 'shown' && state !== 'saving') return null;
  return <Notice saving={state === 'saving'} accept={accept} />;
}

/** Mounted while the notice shows: closing it gives the focus back to where it came from. */
function Notice({ saving, accept }: { saving: boolean; accept: () => void }) {
  const titleId = useId();
  const base = useRef<HTMLElement>(null);
  useFocusBackOnRemoval(base);
  return (
    <section ref={base} part="base" className="cookie-notice" aria-labelledby={titleId}>
      <h2 part="title" id={titleId} className="cookie-title">
        {t(m.cookiesTitle)}
      </h2>
      <p part="text" className="cookie-text">
        {t(m.cookiesText)}
      </p>
      <button
        type="button"
        part="accept"
        className="cookie-accept"
        aria-disabled={saving || undefined}
        onClick={saving ? undefined : accept}
      >
        {t(saving ? m.cookiesSaving : m.cookiesAccept)}
      </button>
    </section>
  );
}
