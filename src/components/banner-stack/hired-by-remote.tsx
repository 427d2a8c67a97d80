import { useEffect, useRef, useState } from 'react';
import { useConfig, useHttp } from '../../element/define-element';
import { isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { sanitizeFragment } from '../../lib/sanitize';
import { hiredByRemoteStyles } from './hired-by-remote.styles';

/* Its own chunk, with its own styles: only the compensation modal shows this banner (variant="hired-by-remote"). */

/** docs/api shellHiredByRemoteBanner: an HTML fragment, sanitized before it is shown. */
export const HIRED_BY_REMOTE_PATH = '/employees/hired-by-remote-banner-modal';

export interface HiredByRemoteBannerProps {
  employeeId: number | undefined;
}

/**
 * The banner inside the compensation modal for an employee hired through a global employment
 * provider. Nothing without a valid employee id; an error line when the fragment cannot load.
 */
export function HiredByRemoteBanner({ employeeId }: HiredByRemoteBannerProps) {
  const http = useHttp();
  const { allowedHosts } = useConfig();
  const body = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'empty' | 'failed'>('loading');
  const valid = Number.isInteger(employeeId) && (employeeId as number) > 0;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    setState('loading');
    http
      .text('get', HIRED_BY_REMOTE_PATH, {
        signal: controller.signal,
        searchParams: { employeeId: employeeId as number },
      })
      .then((html) => sanitizeFragment(html, { allowedHosts }))
      .then(
        (fragment) => {
          if (controller.signal.aborted) return;
          body.current?.replaceChildren(fragment);
          setState(body.current?.textContent?.trim() ? 'shown' : 'empty');
        },
        (error: unknown) => isAbort(error) || controller.signal.aborted || setState('failed'),
      );
    return () => controller.abort();
  }, [valid, employeeId, http, allowedHosts]);

  if (!valid) return null;
  return (
    <>
      <style>{hiredByRemoteStyles}</style>
      <div
        className="banner info remote"
        part="banner banner-hiredByRemote"
        data-banner="hiredByRemote"
        role="note"
        hidden={state !== 'shown' && state !== 'failed'}
      >
        <div className="text" ref={body} hidden={state === 'failed'} />
        {state === 'failed' && (
          <p className="text error" role="alert">
            {t(m.bannerHiredByRemoteFailed)}
          </p>
        )}
      </div>
    </>
  );
}
