/**
 * Rules of the upload part of `<hr-file-list>`. Pure: no React, no DOM, no network, no timers.
 */
import { t } from '../../../lib/i18n';
import * as m from '../../../lib/messages.en-US';
import { DEFAULT_ALLOWED_EXTENSIONS, DEFAULT_MAX_SIZE_MB } from './upload.defaults';
import type { ScanStatus, UploadedFile } from './upload.types';

export { DEFAULT_ALLOWED_EXTENSIONS, DEFAULT_MAX_SIZE_MB };

/** The last extension of a name, lower-cased; '' for "README", ".pdf" and "report." (as the server reads it). */
export function lastExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** An allow-list as written by a page ("PDF", ".docx", " txt ") as the server reads it: lower-case, no dot, no blanks. */
export function normalizeExtensions(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const ext = raw.trim().replace(/^\.+/, '').toLowerCase();
    if (/^[a-z0-9]{1,10}$/.test(ext) && !out.includes(ext)) out.push(ext);
  }
  return out;
}

/** The file's fields the checks read (a File has both). */
export interface FileLike {
  name: string;
  size: number;
}

export interface UploadRules {
  allowedExtensions: readonly string[];
  /** Files must be smaller than this many MB: a file of more bytes than maxSizeMb × 1 MiB is refused. */
  maxSizeMb: number;
}

/**
 * Checks a file before any byte is sent. Returns the message to show, or null when the file may
 * go: the last extension must be in the allow-list (case does not matter), the file must not be
 * empty and not be larger than the limit.
 */
export function checkFile(file: FileLike, rules: UploadRules): string | null {
  const allowed = normalizeExtensions(rules.allowedExtensions);
  const list = allowed.length > 0 ? allowed : DEFAULT_ALLOWED_EXTENSIONS;
  if (!list.includes(lastExtension(file.name))) return t(m.uploadBadExtension, [list.join(', ')]);
  if (file.size > maxBytes(rules.maxSizeMb)) return t(m.uploadTooLarge, { n: formatMb(rules.maxSizeMb) });
  if (file.size === 0) return m.uploadEmpty;
  return null;
}

/** A usable limit: positive and finite, else the default. */
export function effectiveMaxSizeMb(maxSizeMb: number | undefined): number {
  return typeof maxSizeMb === 'number' && Number.isFinite(maxSizeMb) && maxSizeMb > 0 ? maxSizeMb : DEFAULT_MAX_SIZE_MB;
}

const maxBytes = (mb: number) => effectiveMaxSizeMb(mb) * 1024 * 1024;
const formatMb = (mb: number) => String(Math.round(effectiveMaxSizeMb(mb) * 100) / 100);

// ---- scan status polling (SPEC §7) -----------------------------------------------------------

/** First wait before asking for the scan status. */
export const POLL_FIRST_MS = 2000;
/** Each wait is the previous one × this. */
export const POLL_FACTOR = 1.5;
/** Polling stops (the give-up state) once the next wait would be longer than this. */
export const POLL_LIMIT_MS = 120_000;

/**
 * The wait before poll number `attempt` (0-based): 2000 ms × 1.5^attempt, rounded to the
 * millisecond; null once it would exceed 120000 ms, which ends polling.
 */
export function pollDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0) return null;
  const delay = Math.round(POLL_FIRST_MS * POLL_FACTOR ** attempt);
  return delay > POLL_LIMIT_MS ? null : delay;
}

/** Every wait of one polling round, in order. */
export function pollSchedule(): number[] {
  const delays: number[] = [];
  for (let attempt = 0, delay = pollDelay(0); delay !== null; delay = pollDelay(++attempt)) delays.push(delay);
  return delays;
}

// ---- one upload's state machine ------------------------------------------------------------

/**
 * uploading (bytes going out, progress) → scanning (the answer was `pending`, status polled) →
 * removed once `uploaded` (the list shows it active), or virus (kept, inactive, with a marker).
 * Scanning → stalled when polling gives up; Retry goes back to scanning. Any error while
 * uploading or scanning replaces the row's progress with its message (failed); cancel removes it.
 */
export type UploadPhase = 'uploading' | 'scanning' | 'stalled' | 'virus' | 'failed';

export interface UploadRow {
  /** Client-side key of this upload. */
  key: string;
  name: string;
  size: number;
  phase: UploadPhase;
  /** Bytes sent so far and in all (progress events); total 0 until the first event. */
  loaded: number;
  total: number;
  /** The server's file, once it answered. */
  file: UploadedFile | null;
  /** Why it failed (phase failed). */
  message: string | null;
  /** Scanning paused because the browser is offline. */
  offline: boolean;
}

export type UploadEvent =
  | { type: 'start'; key: string; name: string; size: number }
  | { type: 'progress'; key: string; loaded: number; total: number }
  /** The upload answer, or a status poll answer. */
  | { type: 'status'; key: string; status: ScanStatus; file?: UploadedFile }
  | { type: 'give-up'; key: string }
  | { type: 'retry'; key: string }
  | { type: 'offline'; key: string; offline: boolean }
  | { type: 'fail'; key: string; message: string }
  /** Cancel (while uploading) and dismiss (a failed or virus row) both remove the row. */
  | { type: 'remove'; key: string };

function update(rows: readonly UploadRow[], key: string, change: (row: UploadRow) => UploadRow | null): UploadRow[] {
  const out: UploadRow[] = [];
  for (const row of rows) {
    if (row.key !== key) out.push(row);
    else {
      const next = change(row);
      if (next) out.push(next);
    }
  }
  return out;
}

/** Which phases an event may leave; anything else is ignored (a late progress event after the answer…). */
const FROM: Record<UploadEvent['type'], readonly UploadPhase[]> = {
  start: [],
  progress: ['uploading'],
  status: ['uploading', 'scanning', 'stalled'],
  'give-up': ['scanning'],
  retry: ['stalled'],
  offline: ['scanning'],
  fail: ['uploading', 'scanning', 'stalled'],
  remove: ['uploading', 'scanning', 'stalled', 'virus', 'failed'],
};

/** The rows after one event. Pure; an event a row's phase does not accept leaves it as it is. */
export function uploadsReducer(rows: readonly UploadRow[], event: UploadEvent): UploadRow[] {
  if (event.type === 'start') {
    if (rows.some((row) => row.key === event.key)) return [...rows];
    const row: UploadRow = {
      key: event.key,
      name: event.name,
      size: event.size,
      phase: 'uploading',
      loaded: 0,
      total: 0,
      file: null,
      message: null,
      offline: false,
    };
    return [...rows, row];
  }
  return update(rows, event.key, (row) => {
    if (!FROM[event.type].includes(row.phase)) return row;
    switch (event.type) {
      case 'progress': {
        const total = Math.max(0, event.total);
        return { ...row, total, loaded: Math.min(Math.max(row.loaded, event.loaded), total || event.loaded) };
      }
      case 'status': {
        const file = event.file ?? (row.file && { ...row.file, status: event.status });
        const sent = { ...row, loaded: row.total || row.size, total: row.total || row.size, file, offline: false };
        if (event.status === 'uploaded') return null;
        if (event.status === 'virus') return { ...sent, phase: 'virus' };
        return { ...sent, phase: 'scanning' };
      }
      case 'give-up':
        return { ...row, phase: 'stalled', offline: false };
      case 'retry':
        return { ...row, phase: 'scanning' };
      case 'offline':
        return { ...row, offline: event.offline };
      case 'fail':
        return { ...row, phase: 'failed', message: event.message, offline: false };
      case 'remove':
        return null;
    }
    return row;
  });
}

/** Percent sent, 0–100, for the progress bar. */
export function percentSent(row: Pick<UploadRow, 'loaded' | 'total'>): number {
  if (row.total <= 0) return 0;
  return Math.min(100, Math.floor((row.loaded / row.total) * 100));
}

// ---- answers ------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is ScanStatus =>
  value === 'pending' || value === 'uploaded' || value === 'virus';
const positiveId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Reads an upload answer (docs/api filesUpload, filesAttachTemporary): `{status, name, fid,
 * message}`, with `file` when it was filed into a category. Null when it is not one, or an error.
 */
export function readUploadAnswer(body: unknown, fallbackName: string): UploadedFile | null {
  if (!isRecord(body) || !isStatus(body.status)) return null;
  const file = isRecord(body.file) ? body.file : {};
  const id = positiveId(file.id) ?? positiveId(body.fid) ?? positiveId(body.fileId);
  if (id === null) return null;
  const name = typeof file.name === 'string' ? file.name : typeof body.name === 'string' ? body.name : fallbackName;
  const out: UploadedFile = { id, fid: positiveId(body.fid) ?? id, name, status: body.status };
  const categoryId = positiveId(file.categoryId);
  const employeeId = positiveId(file.employeeId);
  if (categoryId !== null) out.categoryId = categoryId;
  if (employeeId !== null) out.employeeId = employeeId;
  if (typeof file.size === 'number' && Number.isFinite(file.size) && file.size >= 0) out.size = file.size;
  if (typeof file.type === 'string') out.type = file.type;
  if (typeof file.shared === 'boolean') out.shared = file.shared;
  if (typeof file.createdAt === 'string') out.createdAt = file.createdAt;
  if (typeof file.url === 'string') out.url = file.url;
  return out;
}

/**
 * Reads one file's status out of a status map (docs/api filesStatus: `{ "<id>": status }`).
 * `missing` when the server left it out (deleted, or not the caller's), null when the answer is no map.
 */
export function readStatus(body: unknown, id: number): ScanStatus | 'missing' | null {
  if (!isRecord(body)) return null;
  const value = body[String(id)];
  if (value === undefined) return 'missing';
  return isStatus(value) ? value : null;
}

/**
 * The message for a failed upload call. SPEC §8: 403 is the server refusing the contents, unless
 * the answer says the refusal is about permission (`reason: 'permission'`, docs/api filesUpload);
 * 413 and 422 carry the server's own explanation (size, extension, empty file).
 */
export function uploadFailureMessage(status: number, serverMessage: string | null, body?: unknown): string {
  if (status === 403) {
    return isRecord(body) && body.reason === 'permission' && serverMessage ? serverMessage : m.uploadFailedContents;
  }
  if ((status === 413 || status === 422) && serverMessage) return serverMessage;
  return m.uploadFailed;
}
