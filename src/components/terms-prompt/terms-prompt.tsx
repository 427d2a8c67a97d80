import { useId, useRef } from 'react';
import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useFocusBackOnRemoval } from '../../ui/focus-back';
import { termsLink } from './terms-prompt.logic';
import { useTermsPrompt } from './use-terms-prompt';

export interface TermsPromptProps {
  /** Where the updated terms can be read (root-relative, same-origin or an allowed host). */
  href?: string;
}

/** The prompt: a labelled region in the page's flow with the terms link, Accept and Not Now. */
export function TermsPrompt({ href }: TermsPromptProps) {
  const prompt = useTermsPrompt();
  if (prompt.phase === 'closed') return null;
  return <Prompt href={href} {...prompt} />;
}

/** Mounted while the prompt shows: closing it gives the focus back to where it came from. */
function Prompt({ href, phase, pending, failed, send }: TermsPromptProps & ReturnType<typeof useTermsPrompt>) {
  const config = useConfig();
  const titleId = useId();
  const base = useRef<HTMLElement>(null);
  useFocusBackOnRemoval(base);
  const link = termsLink(href, config.allowedHosts);
  const saving = phase === 'saving';
  return (
    <section ref={base} part="base" className="terms-prompt" aria-labelledby={titleId} aria-busy={saving || undefined}>
      <h2 part="title" id={titleId} className="terms-title">
        {t(m.termsTitle)}
      </h2>
      <p part="text" className="terms-text">
        {t(m.termsText)}
        {link && (
          <>
            {' '}
            <a part="link" href={link.href} {...(link.external && { target: '_blank', rel: 'noopener noreferrer' })}>
              {t(m.termsRead)}
            </a>
          </>
        )}
      </p>
      <p part="error" className="terms-error" role="alert">
        {failed ? t(m.errorsGenericRetry) : ''}
      </p>
      <div className="terms-actions">
        <button
          type="button"
          part="dismiss"
          className="terms-dismiss"
          aria-disabled={saving || undefined}
          onClick={saving ? undefined : () => send('dismiss')}
        >
          {t(saving && pending === 'dismiss' ? m.termsSaving : m.termsDismiss)}
        </button>
        <button
          type="button"
          part="accept"
          className="terms-accept"
          aria-disabled={saving || undefined}
          onClick={saving ? undefined : () => send('accept')}
        >
          {t(saving && pending === 'accept' ? m.termsSaving : m.termsAccept)}
        </button>
      </div>
    </section>
  );
}
