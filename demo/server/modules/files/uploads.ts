import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { idField, parseQuery } from '../../core/http';
import type { ServerContext } from '../../core/module';
import {
  ALLOWED_EXTENSIONS,
  EMPTY_FILE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UPLOAD_FAILED,
  UPLOAD_REFUSED,
  checkFileName,
  infected,
  lastExtension,
  refusedContent,
  tooLargeMessage,
} from './rules';

/*
 * Uploads filed straight into a category (docs/api filesUpload), and the streaming body cap of
 * every multipart upload route. Checks run cheapest first: who may write to the target (from the
 * query string, before a byte of the body is read), then the body is read with a running count
 * that stops at the cap whatever Content-Length claims, then the name, size and content rules.
 */

export const UPLOAD_PATH = '/ajax/files/upload.php';
export const ATTACH_TEMPORARY_PATH = '/ajax/files/attachTemporary.php';

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Most bytes a multipart upload body may have. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

export const NO_UPLOAD_PERMISSION = 'You do not have permission to upload files here.';

/** Why an upload was refused, so a client can tell a permission refusal from a content one (both 403). */
export type UploadRefusal = 'permission' | 'contents' | 'size' | 'name' | 'request' | 'storage';

const uploaderIdField = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : -');
const uploadOptions = z
  .object({
    /** Narrows the server's allow-list (never widens it). */
    allowedExtensions: z
      .array(z.string().regex(/^[A-Za-z0-9]{1,10}$/))
      .min(1)
      .max(50)
      .optional(),
    /** Lowers the size limit (a larger value is read as the server's own limit). */
    maxSizeMb: z.number().positive().optional(),
  })
  .strict();

/** An upload refused, in the answer shape of docs/api filesUpload (with the refusal's `reason`). */
export function refuse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  reason: UploadRefusal,
  message: string,
): Response {
  return c.json({ status: 'error', name: null, fid: null, message, error: message, reason }, status);
}

type Capped = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/**
 * Reads a request body, counting as it goes, and gives up (cancelling the stream) as soon as it
 * passes `max` bytes. A declared Content-Length over `max` is refused at once; a smaller one is
 * not believed.
 */
export async function readCapped(request: Request, max: number): Promise<Capped> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return { ok: false };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The streaming cap in front of a multipart route: over the cap answers 413 JSON with the size
 * message; otherwise the route gets the buffered body.
 */
export function multipartCap(max = MAX_UPLOAD_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let read: Capped;
    try {
      read = await readCapped(c.req.raw, max);
    } catch {
      return c.json({ status: 'error', name: null, fid: null, message: UPLOAD_FAILED, error: UPLOAD_FAILED }, 400);
    }
    if (!read.ok) {
      const message = tooLargeMessage(MAX_UPLOAD_MB);
      return c.json({ status: 'error', name: null, fid: null, message, error: message }, 413);
    }
    c.req.raw = new Request(c.req.raw, { body: read.bytes });
    await next();
  };
}

interface CategoryRow {
  id: number;
  scope: 'employee' | 'company';
}

/** Who may write files into a category: admins anywhere; other users only into their own employee record. */
export function mayUpload(user: SessionUser, scope: 'employee' | 'company', employeeId: number | null): boolean {
  if (user.isAdmin) return true;
  return scope === 'employee' && employeeId === user.employeeId;
}

/** Registers filesUpload and the streaming cap of filesAttachTemporary; call before the files routes. */
export function uploadRoutes(app: Hono<AppEnv>, { db, options }: Pick<ServerContext, 'db' | 'options'>): void {
  const q = {
    category: db.prepare<[number], CategoryRow>('SELECT id, scope FROM file_categories WHERE id = ?'),
    employee: db.prepare<[number], { id: number }>('SELECT id FROM employees WHERE id = ?'),
    insert: db.prepare(`
      INSERT INTO files (category_id, employee_id, name, size, type, storage_key, shared, temporary, state, infected,
        scan_done_at, uploaded_by, uploader_id, created_at)
      VALUES (@categoryId, @employeeId, @name, @size, @type, @storageKey, @shared, 0, 'stored', @infected,
        @scanDoneAt, @userId, @uploaderId, @now)`),
  };
  const filesDir = () => resolve(options.dataDir, 'files');
  const writeBlob = async (bytes: Uint8Array): Promise<string> => {
    const key = randomBytes(16).toString('hex');
    await mkdir(filesDir(), { recursive: true });
    await writeFile(join(filesDir(), key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  };

  app.use(ATTACH_TEMPORARY_PATH, async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return multipartCap()(c, next);
  });

  const targetQuery = z.object({ categoryId: idField, employeeId: idField.optional() });

  app.post(UPLOAD_PATH, async (c) => {
    const user = c.get('user') as SessionUser;
    const target = parseQuery(c, targetQuery);
    if (!target.ok) return target.response;
    const category = q.category.get(target.data.categoryId);
    if (!category) return refuse(c, 404, 'request', `No file category with id ${target.data.categoryId}.`);
    let employeeId: number | null = null;
    if (category.scope === 'employee') {
      // As in filesEmployeeList: without employeeId, the signed-in user's own record.
      employeeId = target.data.employeeId ?? user.employeeId;
      if (!q.employee.get(employeeId)) return refuse(c, 404, 'request', `No employee with id ${employeeId}.`);
    } else if (target.data.employeeId !== undefined) {
      return refuse(c, 422, 'request', 'employeeId: not allowed for a company category');
    }
    if (!mayUpload(user, category.scope, employeeId)) return refuse(c, 403, 'permission', NO_UPLOAD_PERMISSION);
    if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
      return refuse(c, 400, 'request', UPLOAD_FAILED);

    let read: Capped;
    try {
      read = await readCapped(c.req.raw, MAX_UPLOAD_BODY_BYTES);
    } catch {
      return refuse(c, 400, 'request', UPLOAD_FAILED);
    }
    if (!read.ok) return refuse(c, 413, 'size', tooLargeMessage(MAX_UPLOAD_MB));
    let form: FormData;
    try {
      form = await new Request('http://upload.invalid/', {
        method: 'POST',
        headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
        body: read.bytes,
      }).formData();
    } catch {
      return refuse(c, 400, 'request', UPLOAD_FAILED);
    }

    const files = form.getAll('file');
    if (files.length > 1) return refuse(c, 422, 'request', 'Unable to upload file. Send one file per request.');
    const file = files[0];
    if (!(file instanceof File)) return refuse(c, 422, 'request', UPLOAD_FAILED);
    const uploaderId = uploaderIdField.safeParse(form.get('uploaderId'));
    if (!uploaderId.success)
      return refuse(c, 422, 'request', `uploaderId: ${uploaderId.error.issues[0]?.message ?? 'invalid'}`);
    let allowed = ALLOWED_EXTENSIONS;
    let maxMb = MAX_UPLOAD_MB;
    const rawOptions = form.get('options');
    if (rawOptions !== null && rawOptions !== '') {
      let json: unknown;
      try {
        json = typeof rawOptions === 'string' && rawOptions.length <= 4096 ? JSON.parse(rawOptions) : undefined;
      } catch {
        json = undefined;
      }
      const parsed = uploadOptions.safeParse(json);
      if (!parsed.success)
        return refuse(
          c,
          422,
          'request',
          'options: must be a JSON object with optional allowedExtensions and maxSizeMb.',
        );
      if (parsed.data.allowedExtensions) {
        const wanted = parsed.data.allowedExtensions.map((ext) => ext.toLowerCase());
        allowed = ALLOWED_EXTENSIONS.filter((ext) => wanted.includes(ext));
        if (allowed.length === 0)
          return refuse(c, 422, 'request', 'options: allowedExtensions names no extension the server allows.');
      }
      maxMb = Math.min(maxMb, parsed.data.maxSizeMb ?? maxMb);
    }
    const nameError = checkFileName(file.name, allowed);
    if (nameError) return refuse(c, 422, 'name', nameError);
    if (file.size === 0) return refuse(c, 422, 'size', EMPTY_FILE);
    if (file.size > maxMb * 1024 * 1024) return refuse(c, 413, 'size', tooLargeMessage(maxMb));
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (refusedContent(bytes)) return refuse(c, 403, 'contents', UPLOAD_REFUSED);

    let storageKey: string;
    try {
      storageKey = await writeBlob(bytes);
    } catch {
      return refuse(c, 500, 'storage', UPLOAD_FAILED);
    }
    const at = options.now();
    const scanDoneAt = at + options.scanDelayMs;
    // A non-admin's own upload is shared with them, or they could not see what they filed.
    const shared = user.isAdmin ? 0 : 1;
    const id = Number(
      q.insert.run({
        categoryId: category.id,
        employeeId,
        name: file.name,
        size: bytes.byteLength,
        type: lastExtension(file.name),
        storageKey,
        shared,
        infected: infected(bytes) ? 1 : 0,
        scanDoneAt,
        userId: user.id,
        uploaderId: uploaderId.data,
        now: at,
      }).lastInsertRowid,
    );
    const status = at < scanDoneAt ? 'pending' : infected(bytes) ? 'virus' : 'uploaded';
    return c.json({
      status,
      name: file.name,
      fid: id,
      message:
        status === 'pending' ? 'The file was uploaded and is being scanned for viruses.' : 'The file was uploaded.',
      file: {
        id,
        fid: id,
        name: file.name,
        size: bytes.byteLength,
        type: lastExtension(file.name),
        status,
        shared: shared === 1,
        temporary: false,
        categoryId: category.id,
        employeeId,
        createdAt: new Date(at).toISOString(),
      },
    });
  });
}
