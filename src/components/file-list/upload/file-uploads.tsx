import { useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '../../../lib/i18n';
import * as m from '../../../lib/messages.en-US';
import { Icon, CLOSE_ICON } from '../../../ui/icons';
import type { PollEnvironment } from './scan-poller';
import { DEFAULT_ALLOWED_EXTENSIONS, normalizeExtensions, percentSent, type UploadRow } from './upload.logic';
import type { UploadedFile, UploadTarget } from './upload.types';
import { useUploads } from './use-uploads';

export interface FileUploadsProps {
  /** Sent with every upload (docs/api filesUpload `uploaderId`): which uploader on the page sent it. */
  uploaderId: string;
  /** Allowed extensions (SPEC §5 default: DEFAULT_ALLOWED_EXTENSIONS); case and a leading dot do not matter. */
  allowedExtensions: readonly string[];
  /** Files must be smaller than this many MB. */
  maxSizeMb: number;
  /** Where files dropped onto it are uploaded; it shows `data-hr-drop-active` while files are dragged over it. */
  dropTarget: RefObject<HTMLElement | null>;
  /** A file was uploaded and scanned clean (status 'uploaded'): the list shows it active. */
  onUploaded: (file: UploadedFile) => void;
  /** The category (and employee) uploads are filed into; neither makes temporary uploads. */
  target: UploadTarget;
  /** Connectivity and visibility for the scan polling (tests); the browser's by default. */
  environment?: PollEnvironment;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The upload part of `<hr-file-list>` (its host adds `uploadStyles` to its shadow styles): a file picker (several files at once), drag-and-drop onto
 * `dropTarget`, and one row per upload: progress and Cancel while sending, scanning, a virus
 * marker, a give-up state with Retry, or the reason it failed. Outcomes are announced politely.
 */
export function FileUploads(props: FileUploadsProps) {
  const { dropTarget, allowedExtensions } = props;
  const uploads = useUploads(props);
  const { add } = uploads;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const allowed = normalizeExtensions(allowedExtensions);
  const accept = (allowed.length > 0 ? allowed : DEFAULT_ALLOWED_EXTENSIONS).map((ext) => `.${ext}`).join(',');

  useEffect(() => {
    const zone = dropTarget.current;
    if (!zone) return;
    // dragenter/dragleave fire for every child crossed: count them to know when the pointer left.
    let depth = 0;
    const show = (on: boolean) => {
      zone.toggleAttribute('data-hr-drop-active', on);
      setDragging(on);
    };
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth += 1;
      show(true);
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Without this the browser opens the dropped file instead.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) show(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      show(false);
      if (event.dataTransfer?.files.length) add(Array.from(event.dataTransfer.files));
    };
    zone.addEventListener('dragenter', enter);
    zone.addEventListener('dragover', over);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('drop', drop);
    return () => {
      zone.removeEventListener('dragenter', enter);
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('drop', drop);
      zone.removeAttribute('data-hr-drop-active');
    };
  }, [dropTarget, add]);

  return (
    <div className="hr-uploads" part="uploads" data-drop-active={dragging ? '' : undefined}>
      <div className="hr-uploads-picker">
        <button type="button" className="hr-uploads-pick" part="upload-button" onClick={() => input.current?.click()}>
          {m.uploadChoose}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          tabIndex={-1}
          aria-label={m.uploadChoose}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared so that choosing the same file again is a change too.
            event.currentTarget.value = '';
            if (files.length > 0) add(files);
          }}
        />
        <span className="hr-uploads-hint">{dragging ? m.uploadDropActive : m.uploadDropHint}</span>
      </div>
      {uploads.rows.length > 0 && (
        <ul className="hr-uploads-rows" aria-label={m.uploadListLabel} part="upload-rows">
          {uploads.rows.map((row) => (
            <UploadRowView
              key={row.key}
              row={row}
              onCancel={uploads.cancel}
              onRetry={uploads.retry}
              onDismiss={uploads.dismiss}
            />
          ))}
        </ul>
      )}
      <div className="sr-only" role="status" aria-live="polite">
        {uploads.announcement}
      </div>
    </div>
  );
}

interface RowProps {
  row: UploadRow;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

function UploadRowView({ row, onCancel, onRetry, onDismiss }: RowProps) {
  const name = row.file?.name ?? row.name;
  const dismiss = (
    <button type="button" aria-label={t(m.uploadDismissNamed, { name })} onClick={() => onDismiss(row.key)}>
      <Icon d={CLOSE_ICON} className="icon" />
      <span aria-hidden="true">{m.uploadDismiss}</span>
    </button>
  );
  let detail;
  let action = null;
  switch (row.phase) {
    case 'uploading': {
      const percent = percentSent(row);
      detail = (
        <>
          <progress max={100} value={percent} aria-label={t(m.uploadProgressLabel, { name })} />
          <span aria-hidden="true">{t(m.uploadSending, { percent })}</span>
        </>
      );
      action = (
        <button type="button" aria-label={t(m.uploadCancelNamed, { name })} onClick={() => onCancel(row.key)}>
          {m.uploadCancel}
        </button>
      );
      break;
    }
    case 'scanning':
      detail = <span>{row.offline ? m.uploadOffline : m.uploadScanning}</span>;
      break;
    case 'stalled':
      detail = <span>{m.uploadStalled}</span>;
      action = (
        <span>
          <button type="button" aria-label={t(m.uploadRetryNamed, { name })} onClick={() => onRetry(row.key)}>
            {m.uploadRetry}
          </button>{' '}
          {dismiss}
        </span>
      );
      break;
    case 'virus':
      detail = (
        <>
          <span className="hr-uploads-virus" part="virus-marker">
            {m.uploadVirus}
          </span>
          <span>{m.uploadVirusFound}</span>
        </>
      );
      action = dismiss;
      break;
    case 'failed':
      detail = <span className="hr-uploads-message">{row.message ?? m.uploadFailed}</span>;
      action = dismiss;
      break;
  }
  return (
    <li className="hr-uploads-row" part="upload-row" data-phase={row.phase}>
      <span className="hr-uploads-name">{name}</span>
      {action}
      <span className="hr-uploads-detail">{detail}</span>
    </li>
  );
}
