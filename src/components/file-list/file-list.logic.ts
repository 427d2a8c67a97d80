/** Rules of `<hr-file-list>`. Pure: no React, no DOM, no network, no timers. */
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

/** Employee files (one employee's record) or company files. */
export type FileScope = 'employee' | 'company';
/** Scan status (SPEC §3): `pending` while the virus scan runs. */
export type FileStatus = 'pending' | 'uploaded' | 'virus';
/** `comment` and `keep` categories cannot be renamed or deleted (SPEC §5). */
export type CategoryKind = 'normal' | 'comment' | 'keep';

/** A file as the list shows it (docs/api/files.yaml `File`). */
export interface FileEntry {
  id: number;
  fid: number;
  name: string;
  /** Bytes. */
  size: number;
  /** Lower-case extension. */
  type: string;
  status: FileStatus;
  shared: boolean;
  /** A temporary upload not filed yet: deleted with the `temporary=1` variant. */
  temporary: boolean;
  categoryId: number;
}

/** A file category: one collapsible section. */
export interface Category {
  id: number;
  name: string;
  kind: CategoryKind;
  /** The section's saved open state (per user). */
  open: boolean;
}

/** The files ajax base and the calls of SPEC §7 (docs/api/files.yaml). */
export const FILES_BASE = '/ajax/files';
export const paths = {
  categories: `${FILES_BASE}/categories.php`,
  list: (scope: FileScope) => (scope === 'employee' ? '/ajax/employee_files.php' : '/ajax/company_files.php'),
  sectionStatus: (scope: FileScope) =>
    scope === 'employee'
      ? '/ajax/employees/files/employee_file_section_status.php'
      : '/ajax/company_file_section_status.php',
  deleteFiles: `${FILES_BASE}/delete_files.php`,
  moveFiles: `${FILES_BASE}/move_files.php`,
  renameFile: `${FILES_BASE}/rename_file.php`,
  shareFile: `${FILES_BASE}/share_file.php`,
  unshareFile: `${FILES_BASE}/unshare_file.php`,
  addCategory: `${FILES_BASE}/add_category.php`,
  renameCategory: `${FILES_BASE}/rename_category.php`,
  deleteCategory: `${FILES_BASE}/delete_category.php`,
  download: (id: number) => `${FILES_BASE}/download.php?id=${id}`,
} as const;

/** Most ids one request may name (docs/api/files.yaml `Ids`). */
export const MAX_IDS = 200;
export const MAX_FILE_NAME_LENGTH = 255;
export const MAX_CATEGORY_NAME_LENGTH = 100;

// ---- answers ------------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const positiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const STATUSES: readonly FileStatus[] = ['pending', 'uploaded', 'virus'];
const KINDS: readonly CategoryKind[] = ['normal', 'comment', 'keep'];

/** One file of an answer, or null when it lacks an id or a name. A missing status reads as uploaded. */
export function parseFile(raw: unknown, categoryId: number): FileEntry | null {
  if (!isRecord(raw) || !positiveInt(raw.id) || typeof raw.name !== 'string') return null;
  const status = STATUSES.includes(raw.status as FileStatus) ? (raw.status as FileStatus) : 'uploaded';
  return {
    id: raw.id,
    fid: positiveInt(raw.fid) ? raw.fid : raw.id,
    name: raw.name,
    size: typeof raw.size === 'number' && raw.size >= 0 ? raw.size : 0,
    type: typeof raw.type === 'string' ? raw.type : extensionOf(raw.name),
    status,
    shared: raw.shared === true,
    temporary: raw.temporary === true,
    categoryId: positiveInt(raw.categoryId) ? raw.categoryId : categoryId,
  };
}

/** The files of a list answer (`listEmployeeFiles` / `listCompanyFiles`); null when it is not one. */
export function parseFileList(raw: unknown, categoryId: number): FileEntry[] | null {
  if (!isRecord(raw) || !Array.isArray(raw.files)) return null;
  return raw.files.map((file) => parseFile(file, categoryId)).filter((file): file is FileEntry => file !== null);
}

export function parseCategory(raw: unknown): Category | null {
  if (!isRecord(raw) || !positiveInt(raw.id) || typeof raw.name !== 'string') return null;
  return {
    id: raw.id,
    name: raw.name,
    kind: KINDS.includes(raw.kind as CategoryKind) ? (raw.kind as CategoryKind) : 'normal',
    open: raw.open !== false,
  };
}

/** The categories answer (`listFileCategories`): the categories and whether the user may manage files. */
export function parseCategories(raw: unknown): { categories: Category[]; canManage: boolean } | null {
  if (!isRecord(raw) || !Array.isArray(raw.categories)) return null;
  return {
    categories: raw.categories.map(parseCategory).filter((c): c is Category => c !== null),
    canManage: raw.canManage === true,
  };
}

/**
 * Whether to ask for the list at all. Signed out there is nothing to show. Another employee's
 * files are only for admins (docs/api/files.yaml `filesEmployeeList` answers 403 otherwise): the
 * page config says up front, so a page printed for someone else's record asks nothing. The server
 * checks every call again; this only spares a request it would refuse.
 */
export function listAccess(
  user: { employeeId?: number; isAdmin?: boolean } | null | undefined,
  company: boolean,
  employeeId: number | undefined,
): 'ok' | 'signed-out' | 'denied' {
  if (!user) return 'signed-out';
  if (company || employeeId === undefined || user.isAdmin || user.employeeId === employeeId) return 'ok';
  return 'denied';
}

/**
 * Whether to offer uploads (docs/api/files.yaml filesUpload): users who manage files anywhere;
 * everyone else into their own employee record only (the server shares such a file with them).
 * The server checks again before it reads a byte of the upload.
 */
export function mayUpload(
  user: { employeeId?: number } | null | undefined,
  company: boolean,
  employeeId: number | undefined,
  canManage: boolean,
): boolean {
  if (canManage) return true;
  if (!user || company || !user.employeeId) return false;
  return employeeId === undefined || employeeId === user.employeeId;
}

// ---- rows (what the windowed grid renders) ------------------------------------------------------

export type Row =
  | { kind: 'section'; category: Category; count: number; loading: boolean; failed: boolean }
  | { kind: 'file'; file: FileEntry }
  | { kind: 'empty'; categoryId: number };

/**
 * The grid's rows: each category's header, then (when open) its files in order, or one "no files"
 * row. Files of a category still loading or that failed show no rows (the header says so).
 */
export function buildRows(
  categories: readonly Category[],
  files: ReadonlyMap<number, readonly FileEntry[]>,
  state: ReadonlyMap<number, 'loading' | 'failed'>,
): Row[] {
  const rows: Row[] = [];
  for (const category of categories) {
    const list = files.get(category.id) ?? [];
    const load = state.get(category.id);
    rows.push({
      kind: 'section',
      category,
      count: list.length,
      loading: load === 'loading',
      failed: load === 'failed',
    });
    if (!category.open || load) continue;
    if (list.length === 0) rows.push({ kind: 'empty', categoryId: category.id });
    for (const file of list) rows.push({ kind: 'file', file });
  }
  return rows;
}

/**
 * A row's identity across renders, as a number (the windowing library keys its size cache by it,
 * and small integers hash fastest): a file's id; a section header and its "no files" row are
 * negative, from the category id.
 */
export function rowKey(row: Row): number {
  if (row.kind === 'file') return row.file.id;
  return row.kind === 'section' ? -2 * row.category.id : -2 * row.categoryId - 1;
}

/**
 * Row heights in em, fixed by the windowed grid's styles (names are cut with an ellipsis rather
 * than wrapped), so the window is placed without measuring a single row: a section header whose
 * files failed to load takes two lines (the Try again link under the name).
 */
export const ROW_HEIGHT_EM = { file: 2.75, empty: 2.75, section: 3, sectionFailed: 4.75 } as const;

export function rowHeightEm(row: Row): number {
  if (row.kind === 'section') return row.failed ? ROW_HEIGHT_EM.sectionFailed : ROW_HEIGHT_EM.section;
  return ROW_HEIGHT_EM[row.kind];
}

/**
 * Where focus goes when files leave the list (deleted) while one of their rows, or a control
 * that goes with them, had it: the next remaining file of the first removed file's section, else
 * the previous one, else that section's header. Null when no removed file is shown (its section
 * is closed): the grid keeps its own active row. Reads the rows as they were before the removal.
 */
export function focusAfterRemoval(rows: readonly Row[], removed: ReadonlySet<number>): number | null {
  const first = rows.findIndex((row) => row.kind === 'file' && removed.has(row.file.id));
  if (first < 0) return null;
  const categoryId = (rows[first] as Extract<Row, { kind: 'file' }>).file.categoryId;
  const stays = (row: Row | undefined): row is Extract<Row, { kind: 'file' }> =>
    row?.kind === 'file' && row.file.categoryId === categoryId && !removed.has(row.file.id);
  for (let i = first + 1; i < rows.length && rows[i]?.kind === 'file'; i++) if (stays(rows[i])) return rowKey(rows[i]!);
  for (let i = first - 1; i >= 0 && rows[i]?.kind === 'file'; i--) if (stays(rows[i])) return rowKey(rows[i]!);
  for (let i = first - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.kind === 'section') return rowKey(row);
  }
  return null;
}

/** Files by id, across categories. */
export interface FileIndex {
  get(id: number): FileEntry | undefined;
  has(id: number): boolean;
}

/**
 * Files by id, built on first use: a list of thousands that arrives is shown without indexing it;
 * the index is only needed once someone checks, moves or deletes.
 */
export function lazyFileIndex(files: ReadonlyMap<number, readonly FileEntry[]>): FileIndex {
  let byId: Map<number, FileEntry> | null = null;
  const index = () => {
    if (!byId) {
      byId = new Map();
      for (const list of files.values()) for (const file of list) byId.set(file.id, file);
    }
    return byId;
  };
  return { get: (id) => index().get(id), has: (id) => index().has(id) };
}

/** The ids of the file rows in display order: what a shift-click range runs over. */
export function visibleFileOrder(rows: readonly Row[]): number[] {
  const order: number[] = [];
  for (const row of rows) if (row.kind === 'file') order.push(row.file.id);
  return order;
}

// ---- selection ----------------------------------------------------------------------------------

/** The checked file ids, plus the anchor a shift-click range starts from. */
export interface Selection {
  ids: ReadonlySet<number>;
  anchor: number | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

/**
 * A click on a file's checkbox. Without shift it toggles that file and makes it the anchor. With
 * shift and an anchor still shown, every file between the anchor and it (both included, in display
 * order) takes the clicked box's new state; the anchor stays, so a second shift-click re-spans
 * from the same place, as in a file manager.
 */
export function clickFile(selection: Selection, order: readonly number[], id: number, shift: boolean): Selection {
  const checked = !selection.ids.has(id);
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (!shift || from < 0 || to < 0) {
    const ids = new Set(selection.ids);
    if (checked) ids.add(id);
    else ids.delete(id);
    return { ids, anchor: id };
  }
  const ids = new Set(selection.ids);
  const [start, end] = from <= to ? [from, to] : [to, from];
  for (const inRange of order.slice(start, end + 1)) {
    if (checked) ids.add(inRange);
    else ids.delete(inRange);
  }
  return { ids, anchor: selection.anchor };
}

/** How much of a section is checked: what its "select all" box shows (`mixed` is indeterminate). */
export function sectionChecked(selection: Selection, fileIds: readonly number[]): boolean | 'mixed' {
  let count = 0;
  for (const id of fileIds) if (selection.ids.has(id)) count++;
  if (count === 0) return false;
  return count === fileIds.length ? true : 'mixed';
}

/** The section's "select all" box: checks every file of it unless all are checked, then clears them. */
export function toggleSection(selection: Selection, fileIds: readonly number[]): Selection {
  const all = sectionChecked(selection, fileIds) === true;
  const ids = new Set(selection.ids);
  for (const id of fileIds) {
    if (all) ids.delete(id);
    else ids.add(id);
  }
  return { ids, anchor: selection.anchor };
}

/** Drops ids that are no longer in the list (deleted, moved away, hidden by a reload). */
export function pruneSelection(selection: Selection, present: { has(id: number): boolean }): Selection {
  if (selection.ids.size === 0 && selection.anchor === null) return selection;
  const ids = new Set([...selection.ids].filter((id) => present.has(id)));
  if (ids.size === selection.ids.size && (selection.anchor === null || present.has(selection.anchor))) return selection;
  return { ids, anchor: selection.anchor !== null && present.has(selection.anchor) ? selection.anchor : null };
}

// ---- per-file menu ------------------------------------------------------------------------------

export type FileAction = 'open' | 'rename' | 'move' | 'share' | 'unshare' | 'delete';

export interface FileMenuItem {
  id: FileAction;
  label: string;
  disabled?: boolean;
}

/**
 * The context menu of a file (SPEC §2): Open (disabled until the scan says `uploaded`: pending
 * files are not ready and infected ones are never served), then for users who manage files
 * Rename, Move, Share or Unshare, and Delete. Replace is left out: the contract has no call for it.
 */
export function fileMenu(file: FileEntry, canManage: boolean): FileMenuItem[][] {
  const open: FileMenuItem = { id: 'open', label: m.filesOpen, disabled: file.status !== 'uploaded' };
  if (!canManage) return [[open]];
  const share: FileMenuItem = file.shared
    ? { id: 'unshare', label: m.filesUnshare }
    : { id: 'share', label: m.filesShare };
  return [
    [open],
    [{ id: 'rename', label: m.filesRename }, { id: 'move', label: m.filesMove }, share],
    [{ id: 'delete', label: m.filesDelete }],
  ];
}

/** Why a file cannot be opened, for its row; null when it can. */
export function statusNote(status: FileStatus): string | null {
  if (status === 'pending') return m.filesScanning;
  if (status === 'virus') return m.filesVirus;
  return null;
}

// ---- names --------------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Category names (SPEC §5): trimmed, whitespace runs collapsed; the name, or a catalogue message. */
export function checkCategoryName(raw: string): { name: string } | { error: string } {
  if (CONTROL.test(raw.replace(/[\t\n\r]/g, ' '))) return { error: m.filesCategoryNameControl };
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name === '') return { error: m.filesCategoryNameRequired };
  if ([...name].length > MAX_CATEGORY_NAME_LENGTH)
    return { error: t(m.filesCategoryNameTooLong, { max: MAX_CATEGORY_NAME_LENGTH }) };
  return { name };
}

/** Comment and keep categories are protected: no rename, no delete (SPEC §5). */
export const canRenameCategory = (category: Category) => category.kind === 'normal';

/** A category can be deleted when it is not protected and holds no files. */
export function categoryDeleteBlock(category: Category, fileCount: number): string | null {
  if (category.kind !== 'normal') return m.filesCategoryProtected;
  if (fileCount > 0) return m.filesCategoryNotEmpty;
  return null;
}

/** The delete dialog's question when the preview answer brings no message of its own. */
export const deleteQuestion = (count: number) =>
  count === 1 ? t(m.filesDeleteQuestionOne) : t(m.filesDeleteQuestion, { count });

/** The success notice of a delete when the answer brings no message of its own. */
export const deletedText = (count: number) => (count === 1 ? t(m.filesDeletedOne) : t(m.filesDeleted, { count }));

/**
 * A new name for a file: trimmed, not empty, no path separators or control characters, at most
 * 255 characters, and the same extension as before (the type must not change with a rename, and
 * the scan result belongs to the content). The name, or a catalogue message.
 */
export function checkFileName(raw: string, current: string): { name: string } | { error: string } {
  const name = raw.normalize('NFC').trim();
  if (name === '') return { error: m.filesNameRequired };
  if (CONTROL.test(name) || /[/\\]/.test(name) || /^\.{1,2}$/.test(name)) return { error: m.filesNameCharacters };
  if ([...name].length > MAX_FILE_NAME_LENGTH) return { error: t(m.filesNameTooLong, { max: MAX_FILE_NAME_LENGTH }) };
  const ext = extensionOf(current);
  if (extensionOf(name) !== ext) return { error: t(m.filesNameExtension, { ext: ext ? `.${ext}` : '' }) };
  return { name };
}

/** The name without its extension: what the rename field selects first. */
export function baseNameLength(name: string): number {
  const ext = extensionOf(name);
  return ext ? name.length - ext.length - 1 : name.length;
}

const sizeFormats = new Map<string, Intl.NumberFormat>();

/**
 * "12 KB", "3.4 MB": decimal units, one decimal below 10. One cached formatter per locale
 * (building one is the costly part, and a list shows thousands of sizes); a whole number is
 * rounded first, so it prints without a decimal.
 */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  if (unit === 0 || value >= 10) value = Math.round(value);
  let format = sizeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    sizeFormats.set(locale, format);
  }
  return `${format.format(value)} ${units[unit]}`;
}

/** Ids for one request, in chunks the server accepts. */
export function chunkIds(ids: readonly number[], size = MAX_IDS): number[][] {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

// ---- grid keyboard --------------------------------------------------------------------------------

/** Keys the grid moves on (APG grid pattern); null for a key it leaves alone. */
export function gridMove(
  key: string,
  ctrl: boolean,
  at: { row: number; col: number },
  rowCount: number,
  page: number,
): { row: number; col: number } | null {
  const last = rowCount - 1;
  if (rowCount === 0) return null;
  const clampRow = (row: number) => Math.max(0, Math.min(last, row));
  switch (key) {
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), col: at.col };
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), col: at.col };
    case 'PageDown':
      return { row: clampRow(at.row + page), col: at.col };
    case 'PageUp':
      return { row: clampRow(at.row - page), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: at.col + 1 };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: Number.MAX_SAFE_INTEGER } : { row: at.row, col: Number.MAX_SAFE_INTEGER };
    default:
      return null;
  }
}
