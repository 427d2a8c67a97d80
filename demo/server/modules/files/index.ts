import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { idField, jsonError, parseForm, parseJsonBody, parseQuery } from '../../core/http';
import type { DemoModule } from '../../core/module';
import {
  ALLOWED_EXTENSIONS,
  ALREADY_DELETED,
  CATEGORY_EXISTS,
  CATEGORY_NOT_DELETABLE,
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_RENAMABLE,
  EMPTY_FILE,
  EMPTY_FILE_NAME,
  keepExtensionMessage,
  MAX_IDS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  NO_ACCESS,
  NO_MANAGE,
  TEMPORARY_TTL_MS,
  UPLOAD_FAILED,
  UPLOAD_REFUSED,
  UPLOAD_URL_TTL_MS,
  V2_DISABLED,
  categoryKey,
  checkFileName,
  contentDisposition,
  infected,
  lastExtension,
  normalizeCategoryName,
  refusedContent,
  tooLargeMessage,
} from './rules';
import { FILES_SCHEMA, seedFiles } from './seed';
import { PERMISSION_TEST_MESSAGE } from '../shell/guards';
import { ATTACH_TEMPORARY_PATH, refuse, UPLOAD_PATH, uploadRoutes } from './uploads';

export * from './rules';

/** The files ajax base. */
export const FILES_BASE = '/ajax/files';
export const UPLOAD_URL_BASE = '/api/v2/files/uploads';

export type FileStatus = 'pending' | 'uploaded' | 'virus';
type Scope = 'company' | 'employee';

interface FileRow {
  id: number;
  category_id: number | null;
  employee_id: number | null;
  name: string;
  size: number;
  type: string;
  storage_key: string | null;
  shared: number;
  temporary: number;
  state: 'awaiting' | 'stored';
  infected: number;
  scan_done_at: number;
  uploaded_by: number | null;
  created_at: number;
  deleted_at: number | null;
}

interface CategoryRow {
  id: number;
  scope: Scope;
  name: string;
  kind: 'normal' | 'comment' | 'keep';
}

/** A comma-separated list of positive ids ("1,2,3"), at most MAX_IDS, duplicates dropped. */
const idsField = z
  .string()
  .regex(
    new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${MAX_IDS - 1}}$`),
    `must be 1 to ${MAX_IDS} comma-separated positive integers`,
  )
  .transform((value) => [...new Set(value.split(',').map(Number))]);
const flagField = z
  .enum(['0', '1', 'true', 'false'], { message: "must be '1' or '0'" })
  .transform((v) => v === '1' || v === 'true');
const uploaderIdField = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -');
const uploadOptions = z
  .object({
    /** Narrows the server's allow-list (never widens it). */
    allowedExtensions: z
      .array(z.string().regex(/^[A-Za-z0-9]{1,10}$/))
      .min(1)
      .max(50)
      .optional(),
    /** Lowers the size limit (never raises it). */
    maxSizeMb: z.number().positive().max(MAX_UPLOAD_MB).optional(),
  })
  .strict();

/** The scan status: pending until the (fake, asynchronous) scan is done, then virus or uploaded. */
export function statusOf(row: Pick<FileRow, 'state' | 'scan_done_at' | 'infected'>, now: number): FileStatus {
  if (row.state === 'awaiting' || now < row.scan_done_at) return 'pending';
  return row.infected ? 'virus' : 'uploaded';
}

/**
 * Who sees a file: a temporary upload only its uploader; admins every filed file; other users
 * the shared files of their own record and the shared company files.
 */
function canSee(user: SessionUser, row: FileRow): boolean {
  if (row.temporary) return row.uploaded_by === user.id;
  if (user.isAdmin) return true;
  return row.shared === 1 && (row.employee_id === null || row.employee_id === user.employeeId);
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('{n}', String(n)));

/**
 * File management: employee and company file categories with their files, section
 * open/closed state, scan status polling, delete/move/unshare and category management under
 * /ajax/files/, temporary uploads (multipart) with an allow-list, size limit and asynchronous
 * scan (EICAR → virus), and the files_api_v2 upload-URL flow. Contract: docs/api/files.yaml.
 */
export const filesModule: DemoModule = {
  name: 'files',
  schema: FILES_SCHEMA,
  seed: seedFiles,
  routes(app, { db, options }) {
    // Before anything reads a body: an assumed-user session (a support admin testing someone's
    // permissions) saves nothing here. Every write under /ajax/files/ and /api/v2/files/ answers
    // 403 with the permission-test message (uploads in their own answer shape, reason
    // 'permission'); reads go on. docs/api/files.yaml.
    const refuseAssumedWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || !(c.get('user') as SessionUser).assumedBy) return next();
      return c.req.path === UPLOAD_PATH || c.req.path === ATTACH_TEMPORARY_PATH
        ? refuse(c, 403, 'permission', PERMISSION_TEST_MESSAGE)
        : jsonError(c, 403, PERMISSION_TEST_MESSAGE);
    };
    app.use(`${FILES_BASE}/*`, refuseAssumedWrites);
    app.use('/api/v2/files/*', refuseAssumedWrites);
    // Then the streaming body cap, which must run before attachTemporary reads its body.
    uploadRoutes(app, { db, options });
    const filesDir = () => resolve(options.dataDir, 'files');
    const q = {
      file: db.prepare<[number], FileRow>('SELECT * FROM files WHERE id = ?'),
      category: db.prepare<[number], CategoryRow>('SELECT id, scope, name, kind FROM file_categories WHERE id = ?'),
      categories: db.prepare<[Scope], CategoryRow>(
        'SELECT id, scope, name, kind FROM file_categories WHERE scope = ? ORDER BY id',
      ),
      categoryByKey: db.prepare<[Scope, string], { id: number }>(
        'SELECT id FROM file_categories WHERE scope = ? AND name_key = ?',
      ),
      employeeFiles: db.prepare<[number, number], FileRow>(
        'SELECT * FROM files WHERE category_id = ? AND employee_id = ? AND temporary = 0 AND deleted_at IS NULL ORDER BY name COLLATE NOCASE, id',
      ),
      companyFiles: db.prepare<[number], FileRow>(
        'SELECT * FROM files WHERE category_id = ? AND employee_id IS NULL AND temporary = 0 AND deleted_at IS NULL ORDER BY name COLLATE NOCASE, id',
      ),
      liveCount: db.prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM files WHERE category_id = ? AND deleted_at IS NULL',
      ),
      employee: db.prepare<[number], { id: number }>('SELECT id FROM employees WHERE id = ?'),
      open: db.prepare<[number, number], { open: number }>(
        'SELECT open FROM file_section_state WHERE user_id = ? AND category_id = ?',
      ),
      setOpen: db.prepare(
        'INSERT INTO file_section_state (user_id, category_id, open) VALUES (?, ?, ?) ON CONFLICT (user_id, category_id) DO UPDATE SET open = excluded.open',
      ),
      softDelete: db.prepare('UPDATE files SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
      move: db.prepare('UPDATE files SET category_id = ?, employee_id = ?, temporary = 0 WHERE id = ?'),
      unshare: db.prepare('UPDATE files SET shared = 0 WHERE id = ?'),
      share: db.prepare('UPDATE files SET shared = 1 WHERE id = ?'),
      renameFile: db.prepare('UPDATE files SET name = ? WHERE id = ?'),
      addCategory: db.prepare("INSERT INTO file_categories (scope, name, name_key, kind) VALUES (?, ?, ?, 'normal')"),
      renameCategory: db.prepare('UPDATE file_categories SET name = ?, name_key = ? WHERE id = ?'),
      detachDeleted: db.prepare('UPDATE files SET category_id = NULL WHERE category_id = ? AND deleted_at IS NOT NULL'),
      dropSectionState: db.prepare('DELETE FROM file_section_state WHERE category_id = ?'),
      deleteCategory: db.prepare('DELETE FROM file_categories WHERE id = ?'),
      insertUpload: db.prepare(`
        INSERT INTO files (category_id, employee_id, name, size, type, storage_key, shared, temporary, state, infected,
          scan_done_at, uploaded_by, uploader_id, created_at)
        VALUES (NULL, NULL, @name, @size, @type, @storageKey, 0, 1, @state, @infected, @scanDoneAt, @userId, @uploaderId, @now)`),
      storeAwaited: db.prepare(
        "UPDATE files SET storage_key = ?, state = 'stored', infected = ?, scan_done_at = ? WHERE id = ?",
      ),
      insertUrl: db.prepare(
        'INSERT INTO file_upload_urls (token_hash, file_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
      ),
      url: db.prepare<[string, number], { file_id: number; expires_at: number; used_at: number | null }>(
        'SELECT file_id, expires_at, used_at FROM file_upload_urls WHERE token_hash = ? AND user_id = ?',
      ),
      useUrl: db.prepare('UPDATE file_upload_urls SET used_at = ? WHERE token_hash = ? AND used_at IS NULL'),
      stale: db.prepare<[number, number], { id: number; storage_key: string | null }>(
        "SELECT id, storage_key FROM files WHERE temporary = 1 AND (created_at < ? OR (state = 'awaiting' AND created_at < ?))",
      ),
      dropUrls: db.prepare('DELETE FROM file_upload_urls WHERE file_id = ?'),
      dropFile: db.prepare('DELETE FROM files WHERE id = ?'),
    };

    const now = () => options.now();
    const user = (c: Context<AppEnv>) => c.get('user') as SessionUser;
    const removeBlob = async (key: string | null) => {
      if (key && /^[0-9a-f]{32}$/.test(key)) await rm(join(filesDir(), key), { force: true }).catch(() => undefined);
    };
    const writeBlob = async (bytes: Uint8Array): Promise<string> => {
      const key = randomBytes(16).toString('hex');
      await mkdir(filesDir(), { recursive: true });
      await writeFile(join(filesDir(), key), bytes, { flag: 'wx', mode: 0o600 });
      return key;
    };
    const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

    /** Temporary uploads older than a day, and v2 uploads whose URL expired unused, go away. */
    async function purge(): Promise<void> {
      const stale = q.stale.all(now() - TEMPORARY_TTL_MS, now() - UPLOAD_URL_TTL_MS);
      db.transaction(() => {
        for (const row of stale) {
          q.dropUrls.run(row.id);
          q.dropFile.run(row.id);
        }
      })();
      for (const row of stale) await removeBlob(row.storage_key);
    }

    const toFile = (row: FileRow) => ({
      id: row.id,
      // The id of the stored file data (what attachTemporary answers and forms submit); the
      // reference server uses the file id itself.
      fid: row.id,
      name: row.name,
      size: row.size,
      type: row.type,
      status: statusOf(row, now()),
      shared: row.shared === 1,
      temporary: row.temporary === 1,
      categoryId: row.category_id,
      employeeId: row.employee_id,
      createdAt: new Date(row.created_at).toISOString(),
    });
    const toCategory = (row: CategoryRow, userId: number) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      scope: row.scope,
      open: (q.open.get(userId, row.id)?.open ?? 1) === 1,
    });

    // ---- file lists ------------------------------------------------------------------------

    const listQuery = z.object({ id: idField, employeeId: idField.optional() });
    function listFiles(scope: Scope) {
      return (c: Context<AppEnv>) => {
        const parsed = parseQuery(c, listQuery);
        if (!parsed.ok) return parsed.response;
        const me = user(c);
        const category = q.category.get(parsed.data.id);
        if (!category || category.scope !== scope)
          return jsonError(c, 404, `No ${scope} file category with id ${parsed.data.id}.`);
        if (scope === 'company') {
          const files = q.companyFiles.all(category.id).filter((row) => canSee(me, row));
          return c.json({ success: true, category: toCategory(category, me.id), files: files.map(toFile) });
        }
        const employeeId = parsed.data.employeeId ?? me.employeeId;
        if (!q.employee.get(employeeId)) return jsonError(c, 404, `No employee with id ${employeeId}.`);
        if (!me.isAdmin && employeeId !== me.employeeId) return jsonError(c, 403, NO_ACCESS);
        const files = q.employeeFiles.all(category.id, employeeId).filter((row) => canSee(me, row));
        return c.json({ success: true, category: toCategory(category, me.id), employeeId, files: files.map(toFile) });
      };
    }
    app.get('/ajax/employee_files.php', listFiles('employee'));
    app.get('/ajax/company_files.php', listFiles('company'));

    app.get(`${FILES_BASE}/categories.php`, (c) => {
      const parsed = parseQuery(c, z.object({ scope: z.enum(['employee', 'company']) }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      return c.json({
        success: true,
        // Whether the writes below are allowed; the client only hides what the server would refuse.
        canManage: me.isAdmin,
        categories: q.categories.all(parsed.data.scope).map((row) => toCategory(row, me.id)),
      });
    });

    // ---- section open/closed state (stored per user) ------------------------------------------

    const sectionQuery = z
      .object({ id: idField.optional(), ids: idsField.optional(), open: flagField })
      .refine((value) => value.id !== undefined || value.ids !== undefined, { message: 'id or ids is required' });
    function sectionStatus(scope: Scope) {
      return (c: Context<AppEnv>) => {
        const parsed = parseQuery(c, sectionQuery);
        if (!parsed.ok) return parsed.response;
        const ids = [
          ...new Set([...(parsed.data.id !== undefined ? [parsed.data.id] : []), ...(parsed.data.ids ?? [])]),
        ];
        for (const id of ids) {
          if (q.category.get(id)?.scope !== scope) return jsonError(c, 404, `No ${scope} file category with id ${id}.`);
        }
        const me = user(c);
        db.transaction(() => {
          for (const id of ids) q.setOpen.run(me.id, id, parsed.data.open ? 1 : 0);
        })();
        return c.json({ success: true });
      };
    }
    app.get('/ajax/employees/files/employee_file_section_status.php', sectionStatus('employee'));
    app.get('/ajax/company_file_section_status.php', sectionStatus('company'));

    // ---- scan status -------------------------------------------------------------------------

    const statusQuery = z.object({ ids: idsField });
    const statusMap = (c: Context<AppEnv>) => {
      const parsed = parseQuery(c, statusQuery);
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      const statuses: Record<string, FileStatus> = {};
      for (const id of parsed.data.ids) {
        const row = q.file.get(id);
        // Unknown, deleted, invisible and expired-unused uploads are left out of the map.
        if (!row || row.deleted_at !== null || !canSee(me, row)) continue;
        if (row.state === 'awaiting' && row.created_at + UPLOAD_URL_TTL_MS <= now()) continue;
        statuses[String(id)] = statusOf(row, now());
      }
      return c.json(statuses);
    };
    app.get('/ajax/employee_file_status.php', statusMap);
    app.get('/ajax/file_status.php', statusMap);

    // ---- delete (preview with GET, confirm with POST) --------------------------------------

    type Resolved = { live: FileRow[]; gone: FileRow[] } | { response: Response };
    function resolveForDelete(c: Context<AppEnv>, ids: number[], temporary: boolean): Resolved {
      const me = user(c);
      if (!temporary && !me.isAdmin) return { response: jsonError(c, 403, NO_MANAGE) };
      const live: FileRow[] = [];
      const gone: FileRow[] = [];
      for (const id of ids) {
        const row = q.file.get(id);
        if (!row || !canSee(me, row)) return { response: jsonError(c, 404, `No file with id ${id}.`) };
        if (temporary && !row.temporary)
          return { response: jsonError(c, 422, `File ${id} is not a temporary upload.`) };
        if (!temporary && row.temporary)
          return { response: jsonError(c, 422, `File ${id} is a temporary upload: delete it with temporary=1.`) };
        (row.deleted_at === null ? live : gone).push(row);
      }
      return { live, gone };
    }

    app.get(`${FILES_BASE}/delete_files.php`, (c) => {
      const parsed = parseQuery(c, z.object({ ids: idsField, temporary: flagField.optional() }));
      if (!parsed.ok) return parsed.response;
      const found = resolveForDelete(c, parsed.data.ids, parsed.data.temporary ?? false);
      if ('response' in found) return found.response;
      const { live, gone } = found;
      return c.json({
        success: true,
        files: live.map((row) => ({
          id: row.id,
          name: row.name,
          categoryId: row.category_id,
          status: statusOf(row, now()),
        })),
        alreadyDeleted: gone.map((row) => row.id),
        message:
          live.length === 0 ? ALREADY_DELETED : plural(live.length, 'Delete this file?', 'Delete these {n} files?'),
      });
    });

    app.post(`${FILES_BASE}/delete_files.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ ids: idsField, temporary: flagField.optional() }));
      if (!parsed.ok) return parsed.response;
      const queryTemporary = c.req.query('temporary');
      if (queryTemporary !== undefined && !flagField.safeParse(queryTemporary).success)
        return jsonError(c, 422, "temporary: must be '1' or '0'");
      const temporary = parsed.data.temporary ?? (queryTemporary === '1' || queryTemporary === 'true');
      const found = resolveForDelete(c, parsed.data.ids, temporary);
      if ('response' in found) return found.response;
      const { live, gone } = found;
      const at = now();
      db.transaction(() => {
        for (const row of live) q.softDelete.run(at, row.id);
      })();
      for (const row of live) await removeBlob(row.storage_key);
      return c.json({
        success: true,
        deleted: live.map((row) => row.id),
        alreadyDeleted: gone.map((row) => row.id),
        message:
          live.length === 0 ? ALREADY_DELETED : plural(live.length, 'The file was deleted.', '{n} files were deleted.'),
      });
    });

    // ---- move, unshare ------------------------------------------------------------------------

    app.post(`${FILES_BASE}/move_files.php`, async (c) => {
      const parsed = await parseForm(
        c,
        z.object({ ids: idsField, categoryId: idField, employeeId: idField.optional() }),
      );
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const target = q.category.get(parsed.data.categoryId);
      if (!target) return jsonError(c, 404, `No file category with id ${parsed.data.categoryId}.`);
      if (parsed.data.employeeId !== undefined && !q.employee.get(parsed.data.employeeId)) {
        return jsonError(c, 404, `No employee with id ${parsed.data.employeeId}.`);
      }
      const moves: Array<[number, number | null]> = [];
      for (const id of parsed.data.ids) {
        const row = q.file.get(id);
        if (!row || !canSee(me, row)) return jsonError(c, 404, `No file with id ${id}.`);
        if (row.deleted_at !== null) return jsonError(c, 409, ALREADY_DELETED);
        if (row.temporary) {
          // Filing a temporary upload: only clean files, and employee categories need the employee.
          if (statusOf(row, now()) !== 'uploaded')
            return jsonError(c, 409, `File ${id} is still being scanned or contains a virus; it cannot be filed.`);
          if (target.scope === 'employee' && parsed.data.employeeId === undefined) {
            return jsonError(c, 422, 'employeeId: required to file a temporary upload into an employee category');
          }
          moves.push([id, target.scope === 'employee' ? (parsed.data.employeeId ?? null) : null]);
          continue;
        }
        const scope: Scope = row.employee_id === null ? 'company' : 'employee';
        if (scope !== target.scope)
          return jsonError(c, 422, `File ${id} is a ${scope} file; it can only move to another ${scope} category.`);
        moves.push([id, row.employee_id]);
      }
      db.transaction(() => {
        for (const [id, employeeId] of moves) q.move.run(target.id, employeeId, id);
      })();
      return c.json({ success: true, moved: moves.map(([id]) => id), category: toCategory(target, me.id) });
    });

    app.post(`${FILES_BASE}/unshare_file.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ id: idField }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const row = q.file.get(parsed.data.id);
      if (!row || row.temporary) return jsonError(c, 404, `No file with id ${parsed.data.id}.`);
      if (row.deleted_at !== null) return jsonError(c, 409, ALREADY_DELETED);
      q.unshare.run(row.id);
      return c.json({ success: true, id: row.id, shared: false });
    });

    app.post(`${FILES_BASE}/share_file.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ id: idField }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const row = q.file.get(parsed.data.id);
      if (!row || row.temporary) return jsonError(c, 404, `No file with id ${parsed.data.id}.`);
      if (row.deleted_at !== null) return jsonError(c, 409, ALREADY_DELETED);
      // An infected file is never offered to employees.
      if (statusOf(row, now()) !== 'uploaded')
        return jsonError(c, 409, `File ${row.id} is still being scanned or contains a virus; it cannot be shared.`);
      q.share.run(row.id);
      return c.json({ success: true, id: row.id, shared: true });
    });

    app.post(`${FILES_BASE}/rename_file.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ id: idField, name: z.string().max(10_000).default('') }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const row = q.file.get(parsed.data.id);
      if (!row || !canSee(me, row)) return jsonError(c, 404, `No file with id ${parsed.data.id}.`);
      if (row.deleted_at !== null) return jsonError(c, 409, ALREADY_DELETED);
      const name = parsed.data.name.normalize('NFC').trim();
      if (name === '') return jsonError(c, 422, EMPTY_FILE_NAME);
      // The extension stays: the type and the scan result belong to the content.
      const ext = lastExtension(row.name);
      if (lastExtension(name) !== ext) return jsonError(c, 422, keepExtensionMessage(ext));
      const nameError = checkFileName(name, [ext]);
      if (nameError) return jsonError(c, 422, nameError);
      q.renameFile.run(name, row.id);
      return c.json({ success: true, file: toFile(q.file.get(row.id) as FileRow) });
    });

    // ---- categories ---------------------------------------------------------------------------

    app.post(`${FILES_BASE}/add_category.php`, async (c) => {
      const parsed = await parseForm(
        c,
        z.object({
          name: z.string().max(10_000).default(''),
          scope: z.enum(['employee', 'company']).default('employee'),
        }),
      );
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const checked = normalizeCategoryName(parsed.data.name);
      if ('error' in checked) return jsonError(c, 422, checked.error);
      if (q.categoryByKey.get(parsed.data.scope, categoryKey(checked.name))) return jsonError(c, 409, CATEGORY_EXISTS);
      const id = Number(q.addCategory.run(parsed.data.scope, checked.name, categoryKey(checked.name)).lastInsertRowid);
      return c.json({ success: true, category: toCategory(q.category.get(id) as CategoryRow, me.id) });
    });

    app.post(`${FILES_BASE}/rename_category.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ id: idField, name: z.string().max(10_000).default('') }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const category = q.category.get(parsed.data.id);
      if (!category) return jsonError(c, 404, `No file category with id ${parsed.data.id}.`);
      if (category.kind !== 'normal') return jsonError(c, 422, CATEGORY_NOT_RENAMABLE);
      const checked = normalizeCategoryName(parsed.data.name);
      if ('error' in checked) return jsonError(c, 422, checked.error);
      const clash = q.categoryByKey.get(category.scope, categoryKey(checked.name));
      if (clash && clash.id !== category.id) return jsonError(c, 409, CATEGORY_EXISTS);
      q.renameCategory.run(checked.name, categoryKey(checked.name), category.id);
      return c.json({ success: true, category: toCategory(q.category.get(category.id) as CategoryRow, me.id) });
    });

    app.post(`${FILES_BASE}/delete_category.php`, async (c) => {
      const parsed = await parseForm(c, z.object({ id: idField }));
      if (!parsed.ok) return parsed.response;
      const me = user(c);
      if (!me.isAdmin) return jsonError(c, 403, NO_MANAGE);
      const category = q.category.get(parsed.data.id);
      if (!category) return jsonError(c, 404, `No file category with id ${parsed.data.id}.`);
      if (category.kind !== 'normal') return jsonError(c, 422, CATEGORY_NOT_DELETABLE);
      if ((q.liveCount.get(category.id)?.n ?? 0) > 0) return jsonError(c, 422, CATEGORY_NOT_EMPTY);
      db.transaction(() => {
        q.detachDeleted.run(category.id);
        q.dropSectionState.run(category.id);
        q.deleteCategory.run(category.id);
      })();
      return c.json({ success: true, id: category.id });
    });

    // ---- download -----------------------------------------------------------------------------

    app.get(`${FILES_BASE}/download.php`, async (c) => {
      const parsed = parseQuery(c, z.object({ id: idField }));
      if (!parsed.ok) return parsed.response;
      const row = q.file.get(parsed.data.id);
      if (!row || row.deleted_at !== null || !canSee(user(c), row))
        return jsonError(c, 404, `No file with id ${parsed.data.id}.`);
      const status = statusOf(row, now());
      if (status === 'pending') return jsonError(c, 409, 'This file is still being scanned for viruses.');
      if (status === 'virus') return jsonError(c, 409, 'This file contains a virus and cannot be opened.');
      let bytes: Uint8Array;
      if (row.storage_key) {
        try {
          bytes = await readFile(join(filesDir(), row.storage_key));
        } catch {
          return jsonError(c, 404, `The data of file ${row.id} is missing.`);
        }
      } else {
        // Seeded files have no bytes: a placeholder stands in.
        bytes = Buffer.from(`Demo file "${row.name}" (${row.size} bytes in the seeded data).\n`, 'utf8');
      }
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': contentDisposition(row.name),
        'Content-Length': String(bytes.byteLength),
      });
    });

    // ---- temporary upload (multipart) ---------------------------------------------------------

    const uploadError = (c: Context<AppEnv>, status: ContentfulStatusCode, message: string) =>
      c.json({ status: 'error', name: null, fid: null, message, error: message }, status);

    // Stops reading once the body is clearly over the limit (room for the other fields).
    const uploadLimit = bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => uploadError(c, 413, tooLargeMessage(MAX_UPLOAD_MB)),
    });

    app.post(`${FILES_BASE}/attachTemporary.php`, uploadLimit, async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) return uploadError(c, 400, UPLOAD_FAILED);
      let body: Record<string, string | File | Array<string | File>>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        return uploadError(c, 400, UPLOAD_FAILED);
      }
      const file = body.file;
      if (Array.isArray(file)) return uploadError(c, 422, 'Unable to upload file. Send one file per request.');
      if (!(file instanceof File)) return uploadError(c, 422, UPLOAD_FAILED);
      const uploaderId = uploaderIdField.safeParse(body.uploaderId);
      if (!uploaderId.success)
        return uploadError(c, 422, `uploaderId: ${uploaderId.error.issues[0]?.message ?? 'invalid'}`);
      let allowed = ALLOWED_EXTENSIONS;
      let maxMb = MAX_UPLOAD_MB;
      if (body.options !== undefined && body.options !== '') {
        let raw: unknown;
        try {
          raw = typeof body.options === 'string' && body.options.length <= 4096 ? JSON.parse(body.options) : undefined;
        } catch {
          raw = undefined;
        }
        const parsedOptions = uploadOptions.safeParse(raw);
        if (!parsedOptions.success)
          return uploadError(c, 422, 'options: must be a JSON object with optional allowedExtensions and maxSizeMb.');
        if (parsedOptions.data.allowedExtensions) {
          const wanted = parsedOptions.data.allowedExtensions.map((ext) => ext.toLowerCase());
          allowed = ALLOWED_EXTENSIONS.filter((ext) => wanted.includes(ext));
          if (allowed.length === 0)
            return uploadError(c, 422, 'options: allowedExtensions names no extension the server allows.');
        }
        maxMb = parsedOptions.data.maxSizeMb ?? maxMb;
      }
      const nameError = checkFileName(file.name, allowed);
      if (nameError) return uploadError(c, 422, nameError);
      if (file.size === 0) return uploadError(c, 422, EMPTY_FILE);
      if (file.size > maxMb * 1024 * 1024) return uploadError(c, 413, tooLargeMessage(maxMb));
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (refusedContent(bytes)) return uploadError(c, 403, UPLOAD_REFUSED);
      await purge();
      let storageKey: string;
      try {
        storageKey = await writeBlob(bytes);
      } catch {
        return uploadError(c, 500, UPLOAD_FAILED);
      }
      const at = now();
      const id = Number(
        q.insertUpload.run({
          name: file.name,
          size: bytes.byteLength,
          type: lastExtension(file.name),
          storageKey,
          state: 'stored',
          infected: infected(bytes) ? 1 : 0,
          scanDoneAt: at + options.scanDelayMs,
          userId: user(c).id,
          uploaderId: uploaderId.data,
          now: at,
        }).lastInsertRowid,
      );
      const row = q.file.get(id) as FileRow;
      return c.json({
        status: statusOf(row, now()),
        name: row.name,
        fid: row.id,
        message: 'The file was uploaded and is being scanned for viruses.',
      });
    });

    // ---- files_api_v2: upload URL, then PUT the bytes ------------------------------------------

    const requireV2 = (c: Context<AppEnv>) => (user(c).features.files_api_v2 ? null : jsonError(c, 403, V2_DISABLED));

    app.post('/api/v2/files/upload-url', async (c) => {
      const refused = requireV2(c);
      if (refused) return refused;
      const parsed = await parseJsonBody(
        c,
        z
          .object({
            name: z.string().max(2000),
            size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
            uploaderId: uploaderIdField.optional(),
          })
          .strict(),
      );
      if (!parsed.ok) return parsed.response;
      const { name, size } = parsed.data;
      const nameError = checkFileName(name, ALLOWED_EXTENSIONS);
      if (nameError) return jsonError(c, 422, nameError);
      if (size === 0) return jsonError(c, 422, EMPTY_FILE);
      if (size > MAX_UPLOAD_BYTES) return jsonError(c, 413, tooLargeMessage(MAX_UPLOAD_MB));
      await purge();
      const token = randomBytes(24).toString('base64url');
      const at = now();
      const expiresAt = at + UPLOAD_URL_TTL_MS;
      const fileId = db.transaction(() => {
        const id = Number(
          q.insertUpload.run({
            name,
            size,
            type: lastExtension(name),
            storageKey: null,
            state: 'awaiting',
            infected: 0,
            scanDoneAt: 0,
            userId: user(c).id,
            uploaderId: parsed.data.uploaderId ?? null,
            now: at,
          }).lastInsertRowid,
        );
        q.insertUrl.run(hashToken(token), id, user(c).id, expiresAt);
        return id;
      })();
      return c.json({
        uploadUrl: `${UPLOAD_URL_BASE}/${token}`,
        fileId,
        expiresAt: new Date(expiresAt).toISOString(),
        method: 'PUT',
      });
    });

    app.put(
      `${UPLOAD_URL_BASE}/:token`,
      bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => jsonError(c, 413, tooLargeMessage(MAX_UPLOAD_MB)) }),
      async (c) => {
        const refused = requireV2(c);
        if (refused) return refused;
        const token = c.req.param('token');
        const unknown = () => jsonError(c, 404, 'This upload URL is unknown.');
        if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return unknown();
        const hash = hashToken(token);
        const url = q.url.get(hash, user(c).id);
        if (!url) return unknown();
        if (url.used_at !== null) return jsonError(c, 409, 'This upload URL was already used.');
        if (url.expires_at <= now()) return jsonError(c, 410, 'This upload URL has expired.');
        // Single use: claimed before the bytes are read, whatever happens next.
        if (q.useUrl.run(now(), hash).changes !== 1) return jsonError(c, 409, 'This upload URL was already used.');
        const row = q.file.get(url.file_id);
        if (!row || row.deleted_at !== null) return unknown();
        const discard = () => q.softDelete.run(now(), row.id);
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await c.req.arrayBuffer());
        } catch {
          discard();
          return jsonError(c, 400, UPLOAD_FAILED);
        }
        if (bytes.byteLength === 0) {
          discard();
          return jsonError(c, 422, EMPTY_FILE);
        }
        if (bytes.byteLength !== row.size) {
          discard();
          return jsonError(
            c,
            422,
            `The upload has ${bytes.byteLength} bytes; ${row.size} were announced for this URL.`,
          );
        }
        if (refusedContent(bytes)) {
          discard();
          return jsonError(c, 403, UPLOAD_REFUSED);
        }
        let storageKey: string;
        try {
          storageKey = await writeBlob(bytes);
        } catch {
          discard();
          return jsonError(c, 500, UPLOAD_FAILED);
        }
        q.storeAwaited.run(storageKey, infected(bytes) ? 1 : 0, now() + options.scanDelayMs, row.id);
        const stored = q.file.get(row.id) as FileRow;
        return c.json({ fileId: stored.id, name: stored.name, size: stored.size, status: statusOf(stored, now()) });
      },
    );
  },
};
