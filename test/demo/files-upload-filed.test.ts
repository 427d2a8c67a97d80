import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, MAX_UPLOAD_BYTES } from '../../demo/server/modules/files';
import { MAX_UPLOAD_BODY_BYTES, readCapped } from '../../demo/server/modules/files/uploads';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

const UPLOAD = '/ajax/files/upload.php';
const ATTACH = '/ajax/files/attachTemporary.php';
const EMPLOYEE_STATUS = '/ajax/employee_file_status.php';
const SCAN_MS = 20;
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

let client: TestClient;
let dataDir: string;
let clock: number;
beforeAll(() => contractBackend(), 60_000);
afterEach(() => {
  client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(username = 'admin'): Promise<TestClient> {
  dataDir = mkdtempSync(join(tmpdir(), 'hr-upload-filed-'));
  clock = Date.parse('2026-11-02T09:00:00Z');
  client = testClient({ dataDir, scanDelayMs: SCAN_MS, now: () => clock });
  await client.signIn(username);
  return client;
}

const db = () => client.demo.context.db;
const categoryId = (scope: string, name: string) =>
  (db().prepare('SELECT id FROM file_categories WHERE scope = ? AND name = ?').get(scope, name) as { id: number }).id;
const employeeOf = (username: string) =>
  (db().prepare('SELECT employee_id AS id FROM users WHERE username = ?').get(username) as { id: number }).id;
const stored = () => (existsSync(join(dataDir, 'files')) ? readdirSync(join(dataDir, 'files')) : []);
const rowCount = () => (db().prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;

function form(name: string, content: BlobPart, options?: object): FormData {
  const body = new FormData();
  body.append('uploaderId', 'hr-file-list-1');
  if (options) body.append('options', JSON.stringify(options));
  body.append('file', new File([content], name));
  return body;
}

function upload(query: string, body: FormData, csrf = true): Promise<Response> {
  return client.request('POST', `${UPLOAD}?${query}`, { body, ...(csrf ? {} : { csrf: false }) });
}

interface Filed {
  status: string;
  name: string;
  fid: number;
  message: string;
  file: { id: number; categoryId: number; employeeId: number | null; shared: boolean; status: string };
}
interface Refusal {
  status: 'error';
  message: string;
  reason: string;
}

async function statusOf(id: number): Promise<unknown> {
  const response = await client.get(`${EMPLOYEE_STATUS}?ids=${id}`);
  return ((await expectContract(response, 'GET', EMPLOYEE_STATUS)) as Record<string, string>)[String(id)];
}

/** A body stream of `size` bytes in 64 KB chunks, counting how many bytes were pulled from it. */
function streamOf(size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(0x41);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe('POST /ajax/files/upload.php', () => {
  it('files the upload into the employee category: pending, then uploaded, then listed', async () => {
    await signedIn('admin');
    const category = categoryId('employee', 'Onboarding');
    const employee = employeeOf('employee');
    const response = await upload(`categoryId=${category}&employeeId=${employee}`, form('Offer.PDF', PDF));
    expect(response.status).toBe(200);
    const body = (await expectContract(response, 'POST', UPLOAD)) as Filed;
    expect(body).toMatchObject({ status: 'pending', name: 'Offer.PDF', fid: body.file.id });
    expect(body.file).toMatchObject({ categoryId: category, employeeId: employee, status: 'pending' });
    expect(await statusOf(body.fid)).toBe('pending');
    clock += SCAN_MS;
    expect(await statusOf(body.fid)).toBe('uploaded');
    const list = await client.get(`/ajax/employee_files.php?id=${category}&employeeId=${employee}`);
    const files = ((await list.json()) as { files: Array<{ id: number; status: string }> }).files;
    expect(files).toContainEqual(expect.objectContaining({ id: body.fid, status: 'uploaded' }));
  });

  it('marks a file with the EICAR test string as virus once scanned', async () => {
    await signedIn('admin');
    const response = await upload(
      `categoryId=${categoryId('employee', 'Onboarding')}&employeeId=${employeeOf('employee')}`,
      form('notes.txt', `hello ${EICAR} bye`),
    );
    const body = (await expectContract(response, 'POST', UPLOAD)) as Filed;
    expect(body.status).toBe('pending');
    clock += SCAN_MS;
    expect(await statusOf(body.fid)).toBe('virus');
  });

  it("lets an employee file into their own record (shared with them) and nowhere else: 403 reason 'permission', nothing read", async () => {
    await signedIn('employee');
    const own = employeeOf('employee');
    const category = categoryId('employee', 'Onboarding');
    const ok = await upload(`categoryId=${category}&employeeId=${own}`, form('mine.txt', 'text'));
    expect(((await expectContract(ok, 'POST', UPLOAD)) as Filed).file.shared).toBe(true);

    const before = rowCount();
    const other = employeeOf('admin');
    const { stream, pulled } = streamOf(2 * 1024 * 1024);
    const refused = await client.demo.app.request(`${UPLOAD}?categoryId=${category}&employeeId=${other}`, {
      method: 'POST',
      headers: {
        cookie: client.cookie ?? '',
        'X-CSRF-Token': client.csrfToken ?? '',
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(403);
    expect(await expectContract(refused, 'POST', UPLOAD)).toMatchObject({
      reason: 'permission',
      message: 'You do not have permission to upload files here.',
    });
    // Refused from the query string: the body was not read beyond what the stream buffers ahead.
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);

    const company = await upload(`categoryId=${categoryId('company', 'Benefits')}`, form('x.txt', 'text'));
    expect(company.status).toBe(403);
    expect(((await company.json()) as Refusal).reason).toBe('permission');
    expect(rowCount()).toBe(before);
  });

  it("refuses executable content with 403 reason 'contents' and stores nothing", async () => {
    await signedIn('admin');
    const response = await upload(`categoryId=${categoryId('company', 'Benefits')}`, form('a.pdf', 'MZ\x90\x00'));
    expect(response.status).toBe(403);
    expect(await expectContract(response, 'POST', UPLOAD)).toMatchObject({
      reason: 'contents',
      message: 'Unable to upload file due to its contents.',
    });
    expect(stored()).toEqual([]);
  });

  it('applies the allow-list and the size options before storing (422 extension, 413 size)', async () => {
    await signedIn('admin');
    const query = `categoryId=${categoryId('company', 'Benefits')}`;
    const wrong = await upload(query, form('script.exe', 'x'));
    expect(wrong.status).toBe(422);
    expect(((await expectContract(wrong, 'POST', UPLOAD)) as Refusal).message).toMatch(
      /^The only allowed file extensions are: pdf, doc/,
    );
    const narrowed = await upload(query, form('a.txt', 'x', { allowedExtensions: ['PDF'] }));
    expect(((await narrowed.json()) as Refusal).message).toBe('The only allowed file extensions are: pdf');
    const small = await upload(query, form('a.txt', 'x'.repeat(2 * 1024 * 1024), { maxSizeMb: 1 }));
    expect(small.status).toBe(413);
    expect(((await expectContract(small, 'POST', UPLOAD)) as Refusal).message).toBe('Files must be smaller than 1MB.');
    // A larger maxSizeMb than the server's means the server's.
    const raised = await upload(query, form('a.txt', 'x', { maxSizeMb: 50 }));
    expect(raised.status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it("validates the target: an employee category without employeeId is the user's own record, 404 for unknown ones", async () => {
    await signedIn('admin');
    const own = await upload(`categoryId=${categoryId('employee', 'Onboarding')}`, form('a.txt', 'x'));
    expect(((await expectContract(own, 'POST', UPLOAD)) as Filed).file.employeeId).toBe(employeeOf('admin'));
    const company = await upload(`categoryId=${categoryId('company', 'Benefits')}&employeeId=1`, form('a.txt', 'x'));
    expect(company.status).toBe(422);
    const unknown = await upload('categoryId=999999', form('a.txt', 'x'));
    expect(unknown.status).toBe(404);
    await expectContract(unknown, 'POST', UPLOAD);
    const noCsrf = await upload(`categoryId=${categoryId('company', 'Benefits')}`, form('a.txt', 'x'), false);
    expect(noCsrf.status).toBe(403);
  });
});

describe('the streaming body cap', () => {
  it('stops reading once the body passes the cap, whatever Content-Length claims', async () => {
    const { stream, pulled } = streamOf(MAX_UPLOAD_BODY_BYTES + 512 * 1024);
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Length': '100' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readCapped(request, MAX_UPLOAD_BODY_BYTES)).toEqual({ ok: false });
    expect(pulled()).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 3 * 64 * 1024);
  });

  it('refuses a declared Content-Length over the cap without reading, and keeps a body under it', async () => {
    const { stream, pulled } = streamOf(1024);
    const over = new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX_UPLOAD_BODY_BYTES + 1) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readCapped(over, MAX_UPLOAD_BODY_BYTES)).toEqual({ ok: false });
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
    const under = await readCapped(new Request('http://x/', { method: 'POST', body: 'abc' }), 10);
    expect(under).toEqual({ ok: true, bytes: new TextEncoder().encode('abc') });
  });

  it('answers 413 JSON on both upload routes for a chunked body over the limit', async () => {
    await signedIn('admin');
    for (const path of [ATTACH, `${UPLOAD}?categoryId=${categoryId('company', 'Benefits')}`]) {
      const { stream } = streamOf(MAX_UPLOAD_BYTES + 256 * 1024);
      const response = await client.demo.app.request(path, {
        method: 'POST',
        headers: {
          cookie: client.cookie ?? '',
          'X-CSRF-Token': client.csrfToken ?? '',
          'Content-Type': 'multipart/form-data; boundary=x',
        },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      // The app-wide cap (core/body.ts) or the route's own answers first; both say why in `error`.
      const body = (await response.json()) as { error?: unknown };
      expect(body.error).toMatch(/10 ?MB/);
    }
    expect(stored()).toEqual([]);
  });
});
