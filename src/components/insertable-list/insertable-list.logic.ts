import { isRecord } from '../../lib/json';

/**
 * Rules of the insertable list's "add new option" input (docs/api listsInsert). Pure.
 *
 * Two limits exist: "counter maximum 255, field maxlength 100". 255 is the default cap of
 * the legacy counter plugin every inline input carried; this input's own maxlength (100, the
 * length the server stores and checks) is lower, so 100 is the one limit: the input's maxlength
 * and its counter both use it.
 */

export const INSERT_LIST_SRC = '/ajax/list_insert.php';
export const OPTION_MAXLENGTH = 100;
/** The legacy counter plugin's own maximum; never reached because OPTION_MAXLENGTH is lower. */
export const LEGACY_COUNTER_MAX = 255;
export const OPTION_LIMIT = Math.min(OPTION_MAXLENGTH, LEGACY_COUNTER_MAX);

/** What the server stores: NFC, runs of whitespace as one space, trimmed (as the demo server does). */
export function normalizeOptionName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'empty' | 'too-long' };

export function checkOptionName(raw: string): NameCheck {
  const name = normalizeOptionName(raw);
  if (name === '') return { ok: false, reason: 'empty' };
  // Code points, like the server: a pasted emoji must not be refused at 99 characters.
  if ([...name].length > OPTION_LIMIT) return { ok: false, reason: 'too-long' };
  return { ok: true, name };
}

/** The form fields of the insert POST (docs/api listsInsert). */
export function insertForm(name: string, field: string): Record<string, string> {
  return { ajax: '1', action: 'new-section', name, field };
}

export type InsertAnswer =
  { ret: 'SUCCESS'; id: string; name: string } | { ret: 'ERROR'; message: string } | { ret: 'OTHER' };

function idOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 64) return value.trim();
  return null;
}

/**
 * Reads `{ret, id, message}`. SUCCESS needs an id (the new option's value); the option's text is
 * the name the server stored when it says, else the name that was sent. ERROR needs a message.
 * Anything else (no ret, 'success', a SUCCESS without id, not JSON) is OTHER.
 */
export function parseInsertAnswer(body: unknown, sentName: string): InsertAnswer {
  if (!isRecord(body)) return { ret: 'OTHER' };
  if (body.ret === 'SUCCESS') {
    const id = idOf(body.id);
    if (id === null) return { ret: 'OTHER' };
    const stored = typeof body.name === 'string' ? normalizeOptionName(body.name) : '';
    return { ret: 'SUCCESS', id, name: stored || sentName };
  }
  if (body.ret === 'ERROR' && typeof body.message === 'string' && body.message.trim() !== '') {
    return { ret: 'ERROR', message: body.message.trim().slice(0, 500) };
  }
  return { ret: 'OTHER' };
}

/**
 * Refusals the server explains: its 403/409/422 answers carry `ret: 'ERROR'` and a message
 * (demo/server/modules/lists). Other failures get the catalogue's generic text.
 */
export function refusalMessage(status: number, serverMessage: string | null): string | null {
  if (![403, 409, 422].includes(status) || !serverMessage) return null;
  return serverMessage.slice(0, 500);
}
