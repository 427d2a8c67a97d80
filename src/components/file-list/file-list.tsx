import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useConfig, useLocale } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { Icon, PLUS_ICON } from '../../ui/icons';
import { FileGrid, type CategoryAction } from './file-grid';
import {
  baseNameLength,
  listAccess,
  canRenameCategory,
  categoryDeleteBlock,
  deleteQuestion,
  focusAfterRemoval,
  mayUpload,
  parseFile,
  paths,
  type Category,
  type FileAction,
  type FileEntry,
} from './file-list.logic';
import { DEFAULT_ALLOWED_EXTENSIONS, DEFAULT_MAX_SIZE_MB } from './upload/upload.defaults';
import type { UploadedFile } from './upload/upload.types';
import { useFileList, type DeletePreview } from './use-file-list';

// Only people who may upload see the picker: its code (XHR uploads, scan polling) loads with it.
const FileUploads = lazy(() => import('./upload/file-uploads').then((module) => ({ default: module.FileUploads })));

export interface FileListProps {
  /** Whose employee files (default: the signed-in user's own). Ignored with `company`. */
  employeeId?: number;
  /** Company files instead of employee files. */
  company?: boolean;
  /** Accessible name of the grid. */
  label?: string;
  /** Every row in the DOM, no windowing. */
  renderAll?: boolean;
  /** Comma list of allowed upload extensions. */
  allowedExtensions?: string;
  /** Uploads must be smaller than this many MB. */
  maxSize?: number;
  /** Sent with every upload; shows the upload controls (the picker and drop target) when set. */
  uploaderId?: string;
}

type DialogState =
  | { kind: 'rename'; file: FileEntry }
  | { kind: 'move'; ids: number[] }
  | { kind: 'delete'; preview: DeletePreview }
  | { kind: 'add-category' }
  | { kind: 'rename-category'; category: Category }
  | { kind: 'delete-category'; category: Category }
  | null;

/** Employee or company files: sections, selection, actions, categories and uploads. */
export function FileList({
  employeeId,
  company = false,
  label,
  renderAll = false,
  allowedExtensions,
  maxSize,
  uploaderId,
}: FileListProps) {
  const scope = company ? 'company' : 'employee';
  const { urlPrefix, user } = useConfig();
  const access = listAccess(user, company, employeeId);
  const list = useFileList(scope, company ? undefined : employeeId, access === 'ok');
  const locale = useLocale();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [uploadCategory, setUploadCategory] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ key: number | null; seq: number } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const ids = useId();

  const downloadHref = useCallback((file: FileEntry) => `${urlPrefix}${paths.download(file.id)}`, [urlPrefix]);
  const name = label || t(company ? m.filesCompanyLabel : m.filesEmployeeLabel);
  const selected = [...list.selection.ids];

  // Deleted rows take the focus with them (the row's menu button, or the bulk bar): it goes to
  // the next file of the section, else the previous one, else the section header.
  const refocusAfterDelete = (key: number | null) => setFocusRequest((r) => ({ key, seq: (r?.seq ?? 0) + 1 }));

  const startDelete = async (fileIds: number[]) => {
    const key = focusAfterRemoval(list.rows, new Set(fileIds));
    const preview = await list.previewDelete(fileIds);
    if (preview === 'gone') refocusAfterDelete(key);
    else if (preview) setDialog({ kind: 'delete', preview });
  };

  const onFileAction = (action: FileAction, file: FileEntry) => {
    list.setNotice(null);
    if (action === 'rename') setDialog({ kind: 'rename', file });
    else if (action === 'move') setDialog({ kind: 'move', ids: [file.id] });
    else if (action === 'share' || action === 'unshare') void list.setShared(file, action === 'share');
    else if (action === 'delete') void startDelete([file.id]);
  };

  const onCategoryAction = (action: CategoryAction, category: Category) => {
    list.setNotice(null);
    if (action === 'rename-category') {
      if (canRenameCategory(category)) setDialog({ kind: 'rename-category', category });
      else list.setNotice({ kind: 'error', text: t(m.filesCategoryProtected) });
      return;
    }
    const block = categoryDeleteBlock(category, list.files.get(category.id)?.length ?? 0);
    if (block) list.setNotice({ kind: 'error', text: t(block) });
    else setDialog({ kind: 'delete-category', category });
  };

  const normal = list.categories.filter((c) => c.kind === 'normal');
  const target = uploadCategory ?? normal[0]?.id ?? list.categories[0]?.id;
  const onUploaded = useCallback(
    (uploaded: UploadedFile) => {
      const file = parseFile(uploaded, uploaded.categoryId ?? target ?? 0);
      if (file) list.insertFile(file);
    },
    [list.insertFile, target], // eslint-disable-line react-hooks/exhaustive-deps -- insertFile is stable; `list` is a new object each render
  );
  // Whose record an employee upload is filed into: the element's employee, else the user's own.
  const ownerId = scope === 'employee' ? employeeId || user?.employeeId || undefined : undefined;
  const extensions = allowedExtensions
    ?.split(',')
    .map((ext) => ext.trim())
    .filter(Boolean);

  // Signed out: nothing to show (the page's own login handles that).
  if (access === 'signed-out') return null;
  if (access === 'denied')
    return (
      <div className="file-list" part="base">
        <p className="notice error" part="error">
          {t(m.filesNoAccess)}
        </p>
      </div>
    );

  const uploads = !!uploaderId && target !== undefined && mayUpload(user, company, employeeId, list.canManage);
  return (
    <div ref={container} className="file-list" part="base" aria-busy={list.phase === 'loading' || list.busy}>
      {(list.canManage || uploads) && list.phase === 'ready' && (
        <div className="toolbar" part="toolbar">
          {list.canManage && (
            <button
              type="button"
              className="button"
              part="add-category"
              onClick={() => setDialog({ kind: 'add-category' })}
            >
              <Icon d={PLUS_ICON} className="icon" />
              {t(m.filesAddCategory)}
            </button>
          )}
          {uploads && uploaderId && target !== undefined && (
            <div className="uploads" part="uploads">
              <label className="upload-to">
                <span>{t(m.filesUploadTo)}</span>
                <select value={target} onChange={(event) => setUploadCategory(Number(event.target.value))}>
                  {list.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <Suspense fallback={null}>
                <FileUploads
                  uploaderId={uploaderId}
                  allowedExtensions={extensions?.length ? extensions : DEFAULT_ALLOWED_EXTENSIONS}
                  maxSizeMb={maxSize ?? DEFAULT_MAX_SIZE_MB}
                  dropTarget={container}
                  onUploaded={onUploaded}
                  target={{ categoryId: target, ...(ownerId ? { employeeId: ownerId } : {}) }}
                />
              </Suspense>
            </div>
          )}
        </div>
      )}

      <p className="notice success" part="notice" role="status">
        {list.notice?.kind === 'success' ? list.notice.text : ''}
      </p>
      <p className="notice error" part="error" role="alert">
        {list.notice?.kind === 'error' ? list.notice.text : ''}
      </p>

      {list.canManage && selected.length > 0 && (
        <div
          className="bulk"
          part="bulk-bar"
          role="toolbar"
          aria-label={t(m.filesSelected, { count: selected.length })}
        >
          <span className="bulk-count">{t(m.filesSelected, { count: selected.length })}</span>
          <button type="button" className="button" onClick={() => setDialog({ kind: 'move', ids: selected })}>
            {t(m.filesMoveSelected)}
          </button>
          <button type="button" className="button danger" onClick={() => void startDelete(selected)}>
            {t(m.filesDeleteSelected)}
          </button>
          <button type="button" className="button quiet" onClick={list.clearSelection}>
            {t(m.filesClearSelection)}
          </button>
        </div>
      )}

      {list.phase === 'loading' && list.categories.length === 0 ? (
        <p className="placeholder" part="loading" role="status">
          {t(m.filesLoading)}
        </p>
      ) : list.phase === 'failed' && list.categories.length === 0 ? (
        <p className="placeholder" part="failed">
          {t(m.errorsDataFetch)}{' '}
          <button type="button" className="button" onClick={() => void list.reload()}>
            {t(m.filesRetry)}
          </button>
        </p>
      ) : list.categories.length === 0 ? (
        <p className="placeholder" part="empty">
          {t(m.filesNoCategories)}
        </p>
      ) : (
        <FileGrid
          label={name}
          rows={list.rows}
          files={list.files}
          selection={list.selection}
          canManage={list.canManage}
          renderAll={renderAll}
          locale={locale}
          downloadHref={downloadHref}
          onToggleSection={(category) => void list.setSectionOpen(category, !category.open)}
          onRetrySection={list.retryCategory}
          onCheckFile={list.clickCheckbox}
          onCheckSection={list.clickSectionBox}
          onFileAction={onFileAction}
          onCategoryAction={onCategoryAction}
          focusRequest={focusRequest}
        />
      )}

      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t(m.filesRenameTitle)}
          label={t(m.filesNameLabel)}
          initial={dialog.file.name}
          selectTo={baseNameLength(dialog.file.name)}
          busy={list.busy}
          onSubmit={(value) => list.renameFile(dialog.file, value)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add-category' && (
        <NameDialog
          title={t(m.filesAddCategory)}
          label={t(m.filesCategoryNameLabel)}
          initial=""
          busy={list.busy}
          onSubmit={list.addCategory}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename-category' && (
        <NameDialog
          title={t(m.filesRenameCategory)}
          label={t(m.filesCategoryNameLabel)}
          initial={dialog.category.name}
          busy={list.busy}
          onSubmit={(value) => list.renameCategory(dialog.category, value)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          ids={dialog.ids}
          names={dialog.ids.map((id) => list.fileById.get(id)?.name ?? '')}
          categories={list.categories}
          current={list.fileById.get(dialog.ids[0] ?? 0)?.categoryId}
          busy={list.busy}
          selectId={`${ids}move`}
          onSubmit={async (category) => {
            const moved = await list.moveFiles(dialog.ids, category);
            if (moved === true) setDialog(null);
            return typeof moved === 'string' ? moved : null;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t(m.filesDeleteTitle)}
          question={dialog.preview.message || deleteQuestion(dialog.preview.files.length)}
          names={dialog.preview.files.map((f) => f.name)}
          confirm={t(m.filesDeleteConfirm)}
          busy={list.busy}
          onConfirm={async () => {
            const key = focusAfterRemoval(list.rows, new Set(dialog.preview.ids));
            const deleted = await list.confirmDelete(dialog.preview);
            setDialog(null);
            if (deleted) refocusAfterDelete(key);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-category' && (
        <ConfirmDialog
          title={t(m.filesDeleteCategory)}
          question={t(m.filesDeleteCategoryQuestion, { name: dialog.category.name })}
          names={[]}
          confirm={t(m.filesDeleteConfirm)}
          busy={list.busy}
          onConfirm={async () => {
            await list.deleteCategory(dialog.category);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** A one-field dialog (rename a file, add or rename a category); the error shows under the field. */
function NameDialog({
  title,
  label,
  initial,
  selectTo,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  selectTo?: number;
  busy: boolean;
  onSubmit: (value: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await onSubmit(value);
    if (refused) {
      setError(refused);
      input.current?.focus();
    } else onClose();
  };
  return (
    <Dialog open className="dialog" part="dialog" onClose={onClose} initialFocus={input}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle className="dialog-title">{title}</DialogTitle>
        <label className="field" htmlFor={`${id}i`}>
          {label}
        </label>
        <input
          ref={(el) => {
            input.current = el;
            // Select the base name once, so typing replaces it and keeps the extension.
            if (el && selectTo !== undefined && !el.dataset.selected) {
              el.dataset.selected = '1';
              el.setSelectionRange(0, selectTo);
            }
          }}
          id={`${id}i`}
          className="input"
          value={value}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}e` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
        />
        <p id={`${id}e`} className="field-error" role="alert">
          {error}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button quiet" onClick={onClose}>
            {t(m.commonCancel)}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t(m.filesSave)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function MoveDialog({
  ids,
  names,
  categories,
  current,
  busy,
  selectId,
  onSubmit,
  onClose,
}: {
  ids: number[];
  names: string[];
  categories: readonly Category[];
  current: number | undefined;
  busy: boolean;
  selectId: string;
  /** Resolves with the server's refusal (a 403's permission-test message) to show here, else null. */
  onSubmit: (category: Category) => Promise<string | null>;
  onClose: () => void;
}) {
  const choices = categories.filter((c) => c.id !== current || ids.length > 1);
  const [chosen, setChosen] = useState(choices[0]?.id ?? 0);
  const [error, setError] = useState('');
  const title =
    ids.length === 1 ? t(m.filesMoveTitleOne, { name: names[0] ?? '' }) : t(m.filesMoveTitle, { count: ids.length });
  return (
    <Dialog open className="dialog" part="dialog" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const category = categories.find((c) => c.id === chosen);
          if (category) void onSubmit(category).then((refused) => setError(refused ?? ''));
        }}
      >
        <DialogTitle className="dialog-title">{title}</DialogTitle>
        <label className="field" htmlFor={selectId}>
          {t(m.filesMoveTo)}
        </label>
        <select
          id={selectId}
          className="input"
          value={chosen}
          aria-describedby={error ? `${selectId}e` : undefined}
          onChange={(event) => {
            setChosen(Number(event.target.value));
            setError('');
          }}
        >
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <p id={`${selectId}e`} className="field-error" role="alert">
          {error}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button quiet" onClick={onClose}>
            {t(m.commonCancel)}
          </button>
          <button type="submit" className="button primary" disabled={busy || !chosen}>
            {t(m.filesMove)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const NAMES_SHOWN = 10;

/** A yes/no question (APG alert dialog) naming what it affects: the delete confirmations. */
function ConfirmDialog({
  title,
  question,
  names,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  names: string[];
  confirm: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open role="alertdialog" className="dialog" part="dialog" onClose={onClose} initialFocus={cancel}>
      <DialogTitle className="dialog-title">{title}</DialogTitle>
      <DialogDescription>{question}</DialogDescription>
      {names.length > 0 && (
        <ul className="names">
          {names.slice(0, NAMES_SHOWN).map((n, i) => (
            <li key={i}>{n}</li>
          ))}
          {names.length > NAMES_SHOWN && <li>…</li>}
        </ul>
      )}
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button quiet" onClick={onClose}>
          {t(m.commonCancel)}
        </button>
        <button type="button" className="button danger" disabled={busy} onClick={() => void onConfirm()}>
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
