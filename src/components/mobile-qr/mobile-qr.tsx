import { useRef } from 'react';
import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { formatTimeLeft, mobileAppLinks, QR_MARGIN, QR_SIZE } from './mobile-qr.logic';
import { useMobileQr } from './use-mobile-qr';

export interface MobileQrDialogProps {
  /** Cancel, Close or Escape asks to close: unmount the dialog (focus then returns to its opener). */
  onClose: () => void;
}

const APPLE =
  'M16.4 12.6c0 2.4 2.1 3.2 2.1 3.2s-.3 1.1-1.1 2.3c-.7 1-1.4 1.9-2.4 1.9s-1.4-.6-2.6-.6-1.6.6-2.6.6-1.8-1-2.5-2c-1.4-2-2.4-5.6-1-8 .7-1.2 1.9-2 3.3-2 1 0 2 .7 2.6.7s1.8-.9 3.1-.7c.5 0 2 .2 2.9 1.6-.1 0-1.8 1-1.8 3zm-2-7.9c.6-.7.9-1.6.8-2.6-.8 0-1.8.5-2.3 1.2-.5.6-1 1.6-.9 2.5.9.1 1.8-.4 2.4-1.1z';

const CLOCK = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5V12l3 2';
const WARNING = 'M12 3.5 2.8 19.5h18.4zM12 10v4.5m0 2.5v.01';

/** A decorative line icon above a sheet's title. */
function Icon({ d }: { d: string }) {
  return (
    <svg className="qr-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StoreBadge({ href, label, store }: { href: string; label: string; store: 'apple' | 'google' }) {
  return (
    <a className="qr-badge" part="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {store === 'apple' ? (
          <path fill="currentColor" d={APPLE} />
        ) : (
          <>
            <path fill="#00c3f5" d="M4.6 3.3 13.5 12l-8.9 8.7c-.4-.2-.6-.6-.6-1V4.3c0-.4.2-.8.6-1z" />
            <path fill="#ffc400" d="m16.5 9-3 3 3 3 3.3-1.9c.9-.5.9-1.7 0-2.2z" />
            <path fill="#00d46a" d="M4.6 3.3 13.5 12l3-3L6 2.9c-.5-.2-1-.1-1.4.4z" />
            <path fill="#f63448" d="m13.5 12-8.9 8.7c.4.4 1 .5 1.4.3l10.5-6z" />
          </>
        )}
      </svg>
      <span>{label}</span>
      <span className="sr-only"> {t(m.qrNewTab)}</span>
    </a>
  );
}

/**
 * Mobile App QR Code Login: a modal `<Dialog>` (focus trap, inert page, Escape)
 * showing a sign-in code for the mobile app, the time it has left, an Expired sheet with
 * Refresh, and store links. Loaded lazily by the account menu with its own chunk.
 */
export function MobileQrDialog({ onClose }: MobileQrDialogProps) {
  const { urlPrefix, mobileApp, allowedHosts } = useConfig();
  const { state, generate } = useMobileQr();
  const title = useRef<HTMLHeadingElement>(null);
  const { phase, code } = state;
  const links = mobileAppLinks(mobileApp, urlPrefix, allowedHosts);
  const solutions = links.solutions ? safeUrl(links.solutions, { allowedHosts }) : null;

  // The sheet with the focused button goes away: keep focus inside the dialog, on its title.
  const regenerate = () => {
    title.current?.focus();
    void generate();
  };

  const timeLeft = formatTimeLeft(state.expiresAt - state.now);
  const status =
    phase === 'generating'
      ? t(m.qrGenerating)
      : phase === 'showing'
        ? t(m.qrTimeLeft, { time: formatTimeLeft((state.announced ?? 0) * 1000) })
        : phase === 'expired'
          ? t(m.qrExpiredHelp)
          : phase === 'failed'
            ? t(m.qrFailed)
            : '';
  const box = (code?.size ?? 0) + 2 * QR_MARGIN;

  return (
    <Dialog open className="qr-dialog" part="qr-dialog" onClose={onClose}>
      <div className="qr-head">
        <DialogTitle ref={title} className="qr-title" focusable>
          {t(m.qrTitle)}
        </DialogTitle>
        <button type="button" className="qr-close" part="qr-close" aria-label={t(m.commonClose)} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="qr-body">
        <div className="qr-main">
          <div className={`qr-stage qr-${phase}`} part="qr-stage" aria-busy={phase === 'generating'}>
            {code && (
              <svg
                className="qr-code"
                part="qr-code"
                role="img"
                aria-label={t(m.qrImageLabel)}
                width={QR_SIZE}
                height={QR_SIZE}
                viewBox={`${-QR_MARGIN} ${-QR_MARGIN} ${box} ${box}`}
                shapeRendering="crispEdges"
              >
                <rect x={-QR_MARGIN} y={-QR_MARGIN} width={box} height={box} fill="#fff" />
                <path d={code.path} fill="#000" />
              </svg>
            )}
            {phase === 'generating' && (
              <div className="qr-sheet">
                <span className="qr-spinner" aria-hidden="true" />
                <p className="qr-note">{t(m.qrGenerating)}</p>
              </div>
            )}
            {phase === 'expired' && (
              <div className="qr-sheet" part="qr-expired">
                <Icon d={CLOCK} />
                <p className="qr-sheet-title">{t(m.qrExpired)}</p>
                <p className="qr-note">{t(m.qrExpiredHelp)}</p>
                <button type="button" className="qr-button qr-primary" onClick={regenerate}>
                  {t(m.qrRefresh)}
                </button>
              </div>
            )}
            {phase === 'failed' && (
              <div className="qr-sheet" part="qr-error">
                <Icon d={WARNING} />
                <p className="qr-error">{t(m.qrFailed)}</p>
                <button type="button" className="qr-button qr-primary" onClick={regenerate}>
                  {t(m.elementRetry)}
                </button>
              </div>
            )}
            {phase === 'framed' && (
              <div className="qr-sheet">
                <p className="qr-note">{t(m.qrFramed)}</p>
              </div>
            )}
          </div>
          <p className="qr-time" part="qr-time" role="timer">
            {phase === 'showing' ? t(m.qrTimeLeft, { time: timeLeft }) : '\u00a0'}
          </p>
        </div>
        <div className="qr-side">
          <DialogDescription className="qr-instructions">{t(m.qrInstructions)}</DialogDescription>
          <div className="qr-badges">
            <StoreBadge href={links.appStore} label={t(m.qrAppStore)} store="apple" />
            <StoreBadge href={links.googlePlay} label={t(m.qrGooglePlay)} store="google" />
          </div>
          {solutions && (
            <p className="qr-more">
              <a href={links.solutions ?? undefined} rel={solutions.external ? 'noopener noreferrer' : undefined}>
                {t(m.qrMobileSolutions)}
              </a>
            </p>
          )}
        </div>
      </div>
      <p className="sr-only" role="status">
        {status}
      </p>
      <div className="qr-actions">
        <button type="button" className="qr-button" part="qr-cancel" onClick={onClose}>
          {t(m.commonCancel)}
        </button>
      </div>
    </Dialog>
  );
}
