import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useConfig, useLocale, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { Avatar } from '../../ui/avatar';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import {
  BACK_ICON,
  CLOSE_ICON,
  EXPAND_ICON,
  GRIP_ICON,
  Icon,
  RESET_ICON,
  RESIZE_ICON,
  SHRINK_ICON,
  SWAP_SIDE_ICON,
} from '../../ui/icons';
import type { EmployeeSummary, OpenRequest } from './employee-snapshot.logic';
import { observeScroll } from './observe-scroll';
import { SnapshotSections } from './snapshot-sections';
import { snapshotDialogStyles } from './snapshot-dialog.styles';
import { useSnapshotData, type Load } from './use-snapshot-data';
import { useSnapshotFrame } from './use-snapshot-frame';

export interface SnapshotDialogProps {
  request: OpenRequest & { seq: number };
  snapshotSrc?: string | undefined;
  summarySrc?: string | undefined;
  /** Escape or the close button: unmount the dialog (focus then returns to where it was). */
  onClose: () => void;
}

/** One of the title bar's icon buttons: its label is its accessible name and its tooltip. */
function ToolButton({
  part,
  label,
  icon,
  onClick,
}: {
  part: string;
  label: string;
  icon: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="snapshot-tool" part={part} aria-label={label} title={label} onClick={onClick}>
      <Icon d={icon} className="icon" />
    </button>
  );
}

function Summary({ summary }: { summary: Load<EmployeeSummary> }) {
  const { allowedHosts } = useConfig();
  if (summary.status === 'loading')
    return <div className="snapshot-summary is-loading" part="summary" aria-hidden="true" />;
  if (summary.status === 'error')
    return (
      <p className="snapshot-error" part="error" role="alert">
        {summary.message}
      </p>
    );
  const { value } = summary;
  const photo = safeUrl(value.employeePhotoUrl, { allowedHosts });
  const profile = safeUrl(value.profileLink);
  return (
    <div className="snapshot-summary" part="summary">
      <Avatar key={photo?.href ?? ''} src={photo?.href ?? null} className="snapshot-photo" />
      <div className="snapshot-who">
        <p className="snapshot-name">{value.employeeName}</p>
        {value.jobTitle && <p className="snapshot-job">{value.jobTitle}</p>}
        {value.department && <p className="snapshot-department">{value.department}</p>}
        {value.statuses.length > 0 && (
          <ul className="snapshot-statuses">
            {value.statuses.map((status, index) => (
              <li key={`${index}-${status}`} className="snapshot-status">
                {status}
              </li>
            ))}
          </ul>
        )}
        {profile && !profile.external && (
          <a className="snapshot-profile" href={profile.href}>
            {t(m.snapshotViewProfile)}
          </a>
        )}
      </div>
    </div>
  );
}

/** Scrolled content casts a shadow under the header. */
function useScrolled(body: RefObject<HTMLElement | null>) {
  const [scrolled, setScrolled] = useState(false);
  useLayoutEffect(() => observeScroll(body.current, setScrolled), [body]);
  return scrolled;
}

/**
 * The snapshot: a non-modal `<Dialog>` (the page stays usable) placed and sized by
 * `useSnapshotFrame`, showing the summary and the sections of the current view. Loaded lazily by
 * `<EmployeeSnapshot>` on the first open.
 */
export function SnapshotDialog({ request, snapshotSrc, summarySrc, onClose }: SnapshotDialogProps) {
  // The dialog's stylesheet joins the element's shadow root when this chunk first renders.
  useShadowSheet('snapshot-dialog', snapshotDialogStyles);
  const locale = useLocale();
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { view, show, content, showLoader, hasContext } = useSnapshotData(request, { snapshotSrc, summarySrc });
  const { frame, move, resize, swap, toggleSize, reset, large, onRight } = useSnapshotFrame();
  const scrolled = useScrolled(body);
  // The whole header drags; only its handle button takes the arrow keys.
  const { onKeyDown: moveKey, ...drag } = move;
  const { sections } = content;

  return (
    <Dialog
      open
      modal={false}
      onClose={onClose}
      initialFocus={title}
      className="snapshot"
      part="dialog"
      style={{ left: frame.x, top: frame.y, width: frame.width, height: frame.height }}
    >
      <header className={`snapshot-bar${scrolled ? ' is-scrolled' : ''}`} part="header" {...drag}>
        <button
          type="button"
          className="snapshot-handle"
          part="handle"
          data-handle=""
          aria-label={t(m.snapshotMove)}
          aria-describedby={`${hintId}m`}
          onKeyDown={move.onKeyDown}
        >
          <Icon d={GRIP_ICON} className="icon" />
        </button>
        <DialogTitle className="snapshot-title" ref={title} focusable>
          {t(m.snapshotTitle)}
        </DialogTitle>
        <div className="snapshot-tools">
          <ToolButton
            part="swap"
            label={t(onRight ? m.snapshotMoveLeft : m.snapshotMoveRight)}
            icon={SWAP_SIDE_ICON}
            onClick={swap}
          />
          <ToolButton
            part="size"
            label={t(large ? m.snapshotSmaller : m.snapshotLarger)}
            icon={large ? SHRINK_ICON : EXPAND_ICON}
            onClick={toggleSize}
          />
          <ToolButton part="reset" label={t(m.snapshotReset)} icon={RESET_ICON} onClick={reset} />
          <ToolButton part="close" label={t(m.snapshotClose)} icon={CLOSE_ICON} onClick={onClose} />
        </div>
      </header>
      <p hidden id={`${hintId}m`}>
        {t(m.snapshotMoveHint)}
      </p>
      <p hidden id={`${hintId}r`}>
        {t(m.snapshotResizeHint)}
      </p>
      <div className="snapshot-body" part="body" ref={body} data-view={view}>
        {hasContext && (
          <div className="snapshot-nav">
            {view === 'context' ? (
              <button type="button" className="snapshot-link-button" onClick={() => show('default')}>
                <Icon d={BACK_ICON} className="icon" />
                {t(m.snapshotBack)}
              </button>
            ) : (
              <button type="button" className="snapshot-link-button" onClick={() => show('context')}>
                {t(m.snapshotEmployeeSummary)}
              </button>
            )}
          </div>
        )}
        <Summary summary={content.summary} />
        <div role="status" className="snapshot-status-line">
          {showLoader && (
            <span className="snapshot-loader" part="loader">
              <span className="snapshot-spinner" aria-hidden="true" />
              {t(m.snapshotLoading)}
            </span>
          )}
        </div>
        {sections.status === 'error' && (
          <p className="snapshot-error" part="error" role="alert">
            {sections.message}
          </p>
        )}
        {sections.status === 'ready' &&
          (sections.value.length === 0 ? (
            <p className="snapshot-empty" part="empty">
              {t(m.snapshotEmpty)}
            </p>
          ) : (
            <SnapshotSections key={`${request.seq}:${view}`} sections={sections.value} locale={locale} />
          ))}
      </div>
      <button
        type="button"
        className="snapshot-resize"
        part="resize"
        aria-label={t(m.snapshotResize)}
        aria-describedby={`${hintId}r`}
        {...resize}
      >
        <Icon d={RESIZE_ICON} className="icon" />
      </button>
    </Dialog>
  );
}
