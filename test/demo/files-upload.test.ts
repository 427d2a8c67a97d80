import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_EXTENSIONS, EICAR, MAX_UPLOAD_BYTES } from '../../demo/server/modules/files';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

const ATTACH = '/ajax/files/attachTemporary.php';
const STATUS = '/ajax/file_status.php';
const UPLOAD_URL = '/api/v2/files/upload-url';
const PUT_TEMPLATE = '/api/v2/files/uploads/{token}';
const SCAN_MS = 20;
const EXTENSIONS_MESSAGE = `The only allowed file extensions are: ${ALLOWED_EXTENSIONS.join(', ')}`;
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

let client: TestClient;
let dataDir: string;
let clock: number;
beforeAll(() => contractBackend(), 60_000);
afterEach(() => {
  client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A client on a controllable clock (scan delay 20 ms of *that* clock). */
async function signedIn(username = 'admin'): Promise<TestClient> {
  dataDir = mkdtempSync(join(tmpdir(), 'hr-upload-'));
  clock = Date.parse('2026-11-02T09:00:00Z');
  client = testClient({ dataDir, scanDelayMs: SCAN_MS, now: () => clock });
  await client.signIn(username);
  return client;
}

function upload(
  name: string,
  content: BlobPart,
  fields: Record<string, string> = { uploaderId: 'file-upload-1' },
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([content], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return client.request('POST', ATTACH, { body: form });
}

const stored = () => (existsSync(join(dataDir, 'files')) ? readdirSync(join(dataDir, 'files')) : []);
const rowCount = () => (client.demo.context.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;

async function statusOf(id: number): Promise<unknown> {
  const response = await client.get(`${STATUS}?ids=${id}`);
  return ((await expectContract(response, 'GET', STATUS)) as Record<string, string>)[String(id)];
}

interface Uploaded {
  status: string;
  name: string;
  fid: number;
  message: string;
}

describe('POST /ajax/files/attachTemporary.php', () => {
  it('stores the file under a generated key and scans it asynchronously: pending, then uploaded', async () => {
    await signedIn();
    const response = await upload('X.PDF', PDF);
    expect(response.status).toBe(200);
    const body = (await expectContract(response, 'POST', ATTACH)) as Uploaded;
    expect(body).toMatchObject({ status: 'pending', name: 'X.PDF', fid: expect.any(Number) });
    const keys = stored();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(join(dataDir, 'files', keys[0] as string), 'utf8')).toBe(PDF);
    expect(await statusOf(body.fid)).toBe('pending');
    clock += SCAN_MS;
    expect(await statusOf(body.fid)).toBe('uploaded');
    const download = await client.get(`/ajax/files/download.php?id=${body.fid}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(PDF);
  });

  it('marks a file containing the EICAR test string as virus once the scan is done', async () => {
    await signedIn();
    const body = (await expectContract(await upload('eicar.txt', `${EICAR}\r\n`), 'POST', ATTACH)) as Uploaded;
    expect(body.status).toBe('pending');
    expect(await statusOf(body.fid)).toBe('pending');
    clock += SCAN_MS;
    expect(await statusOf(body.fid)).toBe('virus');
    const download = await client.get(`/ajax/files/download.php?id=${body.fid}`);
    expect(download.status).toBe(409);
    await expectContract(download, 'GET', '/ajax/files/download.php');
    // An infected upload cannot be filed.
    const move = await client.postForm('/ajax/files/move_files.php', {
      ids: String(body.fid),
      categoryId: '3',
      employeeId: '2',
    });
    expect(move.status).toBe(409);
    await expectContract(move, 'POST', '/ajax/files/move_files.php');
  });

  it('scans asynchronously in real time too (default clock)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hr-upload-'));
    client = testClient({ dataDir, scanDelayMs: SCAN_MS });
    await client.signIn('admin');
    const body = (await expectContract(await upload('scan.pdf', `junk ${EICAR} junk`), 'POST', ATTACH)) as Uploaded;
    expect(body.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, SCAN_MS * 3));
    expect(await statusOf(body.fid)).toBe('virus');
  });

  it('keeps a hostile but harmless name as text and accepts upper-case extensions', async () => {
    await signedIn();
    const name = '"><img src=x onerror=alert(1)>.pdf';
    const body = (await expectContract(await upload(name, PDF), 'POST', ATTACH)) as Uploaded;
    expect(body.name).toBe(name);
    expect(stored()).not.toContain(name);
    const longest = `${'é'.repeat(251)}.pdf`;
    expect(((await expectContract(await upload(longest, PDF), 'POST', ATTACH)) as Uploaded).name).toBe(longest);
  });

  it.each([
    ['cv.pdf.exe', 422, EXTENSIONS_MESSAGE],
    ['noextension', 422, EXTENSIONS_MESSAGE],
    ['archive.PHP', 422, EXTENSIONS_MESSAGE],
    ['a.php%00.pdf', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    ['a\u0000b.pdf', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    ['../../etc/passwd.pdf', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    ['..%2F..%2Fsecret.pdf', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    [
      'C:\\Windows\\win.ini.txt',
      422,
      'File names cannot contain path separators, drive letters or control characters.',
    ],
    ['/etc/hosts.txt', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    ['line\nbreak.pdf', 422, 'File names cannot contain path separators, drive letters or control characters.'],
    [`${'a'.repeat(252)}.pdf`, 422, 'File names must be 255 characters or fewer.'],
  ])('refuses the name %j with %i and writes nothing', async (name, status, message) => {
    await signedIn();
    const before = rowCount();
    const response = await upload(name, PDF);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'POST', ATTACH)).toEqual({
      status: 'error',
      name: null,
      fid: null,
      message,
      error: message,
    });
    expect(stored()).toEqual([]);
    expect(rowCount()).toBe(before);
  });

  it('refuses a 0-byte file and one byte over the limit, and accepts exactly the limit', async () => {
    await signedIn();
    const empty = await upload('empty.pdf', '');
    expect(empty.status).toBe(422);
    expect(await expectContract(empty, 'POST', ATTACH)).toMatchObject({
      message: 'Unable to upload file. The file is empty.',
    });
    const over = await upload('big.pdf', new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await expectContract(over, 'POST', ATTACH)).toMatchObject({ message: 'Files must be smaller than 10MB.' });
    const way = await upload('huge.pdf', new Uint8Array(MAX_UPLOAD_BYTES + 512 * 1024));
    expect(way.status).toBe(413);
    expect(await expectContract(way, 'POST', ATTACH)).toMatchObject({ message: 'Files must be smaller than 10MB.' });
    expect(stored()).toEqual([]);
    const exact = await upload('exact.pdf', new Uint8Array(MAX_UPLOAD_BYTES));
    expect(exact.status).toBe(200);
    await expectContract(exact, 'POST', ATTACH);
  });

  it('lets options narrow the allow-list and lower the size limit, never widen them', async () => {
    await signedIn();
    const png = await upload('photo.png', 'png', {
      uploaderId: 'u1',
      options: JSON.stringify({ allowedExtensions: ['pdf', 'exe'] }),
    });
    expect(png.status).toBe(422);
    expect(await expectContract(png, 'POST', ATTACH)).toMatchObject({
      message: 'The only allowed file extensions are: pdf',
    });
    const exe = await upload('tool.exe', 'x', {
      uploaderId: 'u1',
      options: JSON.stringify({ allowedExtensions: ['exe'] }),
    });
    expect(exe.status).toBe(422);
    await expectContract(exe, 'POST', ATTACH);
    const big = await upload('a.pdf', new Uint8Array(1024 * 1024 + 1), {
      uploaderId: 'u1',
      options: JSON.stringify({ maxSizeMb: 1 }),
    });
    expect(big.status).toBe(413);
    expect(await expectContract(big, 'POST', ATTACH)).toMatchObject({ message: 'Files must be smaller than 1MB.' });
    for (const options of [
      '{not json',
      '[]',
      JSON.stringify({ maxSizeMb: 50 }),
      JSON.stringify({ evil: true }),
      JSON.stringify({ allowedExtensions: ['../x'] }),
    ]) {
      const response = await upload('a.pdf', PDF, { uploaderId: 'u1', options });
      expect(response.status, options).toBe(422);
      await expectContract(response, 'POST', ATTACH);
    }
    expect(stored()).toEqual([]);
  });

  it.each([
    ['a Windows executable', 'report.pdf', 'MZ\u0090\u0000\u0003'],
    ['an ELF binary', 'data.csv', '\u007fELF\u0002\u0001'],
    ['a shebang script', 'notes.txt', '#!/bin/sh\nrm -rf /\n'],
    ['PHP code', 'image.gif', 'GIF89a<?php system($_GET["c"]); ?>'],
  ])('refuses %s with 403 "Unable to upload file due to its contents."', async (_, name, content) => {
    await signedIn();
    const response = await upload(name, content);
    expect(response.status).toBe(403);
    expect(await expectContract(response, 'POST', ATTACH)).toMatchObject({
      message: 'Unable to upload file due to its contents.',
    });
    expect(stored()).toEqual([]);
  });

  it('refuses malformed requests with "Unable to upload file." or a field error', async () => {
    await signedIn();
    const noFile = new FormData();
    noFile.append('uploaderId', 'u1');
    const cases: Array<[string, Response, number]> = [
      ['no file', await client.request('POST', ATTACH, { body: noFile }), 422],
      ['no uploaderId', await upload('a.pdf', PDF, {}), 422],
      ['bad uploaderId', await upload('a.pdf', PDF, { uploaderId: '<script>' }), 422],
      ['url-encoded', await client.postForm(ATTACH, { file: 'a.pdf', uploaderId: 'u1' }), 400],
      [
        'broken multipart',
        await client.request('POST', ATTACH, {
          body: '--zzz\r\nnonsense',
          headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
        }),
        400,
      ],
    ];
    const two = new FormData();
    two.append('file', new File([PDF], 'a.pdf'));
    two.append('file', new File([PDF], 'b.pdf'));
    two.append('uploaderId', 'u1');
    cases.push(['two files', await client.request('POST', ATTACH, { body: two }), 422]);
    for (const [label, response, status] of cases) {
      expect(response.status, label).toBe(status);
      const body = (await expectContract(response, 'POST', ATTACH)) as { status: string; message: string };
      expect(body.status, label).toBe('error');
      expect(body.message, label).toMatch(/^Unable to upload file\.|^uploaderId: /);
    }
    expect(stored()).toEqual([]);
  });

  it('answers 401 without a session and 403 without the CSRF token, storing nothing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hr-upload-'));
    client = testClient({ dataDir });
    const anonymous = await upload('a.pdf', PDF);
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', ATTACH);
    await client.signIn('admin');
    const form = new FormData();
    form.append('file', new File([PDF], 'a.pdf'));
    form.append('uploaderId', 'u1');
    const forged = await client.request('POST', ATTACH, { body: form, csrf: false });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', ATTACH)).toEqual({ error: 'Invalid CSRF token.' });
    expect(stored()).toEqual([]);
  });
});

describe('temporary uploads afterwards', () => {
  it('are deleted with temporary=1, then reported as already deleted', async () => {
    await signedIn();
    const { fid } = (await expectContract(await upload('draft.docx', 'docx bytes'), 'POST', ATTACH)) as Uploaded;
    const path = '/ajax/files/delete_files.php';
    const filed = await client.postForm(path, { ids: String(fid) });
    expect(filed.status).toBe(422);
    await expectContract(filed, 'POST', path);
    const preview = await expectContract(await client.get(`${path}?ids=${fid}&temporary=1`), 'GET', path);
    expect(preview).toMatchObject({ files: [{ id: fid, name: 'draft.docx' }], message: 'Delete this file?' });
    const deleted = await expectContract(
      await client.postForm(`${path}?temporary=1`, { ids: String(fid) }),
      'POST',
      path,
    );
    expect(deleted).toEqual({ success: true, deleted: [fid], alreadyDeleted: [], message: 'The file was deleted.' });
    expect(stored()).toEqual([]);
    const again = await expectContract(await client.postForm(path, { ids: String(fid), temporary: '1' }), 'POST', path);
    expect(again).toMatchObject({ deleted: [], message: 'It looks like this file has already been deleted.' });
  });

  it('are private to the uploader, even towards admins', async () => {
    await signedIn('admin');
    const { fid } = (await expectContract(await upload('private.pdf', PDF), 'POST', ATTACH)) as Uploaded;
    await client.signIn('owner');
    expect(await expectContract(await client.get(`${STATUS}?ids=${fid}`), 'GET', STATUS)).toEqual({});
    const path = '/ajax/files/delete_files.php';
    const foreign = await client.postForm(`${path}?temporary=1`, { ids: String(fid) });
    expect(foreign.status).toBe(404);
    await expectContract(foreign, 'POST', path);
    const download = await client.get(`/ajax/files/download.php?id=${fid}`);
    expect(download.status).toBe(404);
    await expectContract(download, 'GET', '/ajax/files/download.php');
    expect(stored()).toHaveLength(1);
  });

  it('are filed into an employee category with move_files.php once scanned clean', async () => {
    await signedIn();
    const { fid } = (await expectContract(await upload('Passport scan.PNG', 'png bytes'), 'POST', ATTACH)) as Uploaded;
    const path = '/ajax/files/move_files.php';
    const scanning = await client.postForm(path, { ids: String(fid), categoryId: '5', employeeId: '2' });
    expect(scanning.status).toBe(409);
    await expectContract(scanning, 'POST', path);
    clock += SCAN_MS;
    const noEmployee = await client.postForm(path, { ids: String(fid), categoryId: '5' });
    expect(noEmployee.status).toBe(422);
    await expectContract(noEmployee, 'POST', path);
    const unknownEmployee = await client.postForm(path, { ids: String(fid), categoryId: '5', employeeId: '999999' });
    expect(unknownEmployee.status).toBe(404);
    await expectContract(unknownEmployee, 'POST', path);
    const moved = await expectContract(
      await client.postForm(path, { ids: String(fid), categoryId: '5', employeeId: '2' }),
      'POST',
      path,
    );
    expect(moved).toMatchObject({ success: true, moved: [fid] });
    const list = (await expectContract(
      await client.get('/ajax/employee_files.php?id=5&employeeId=2'),
      'GET',
      '/ajax/employee_files.php',
    )) as {
      files: Array<{ id: number; name: string; type: string; temporary: boolean; status: string }>;
    };
    expect(list.files.find((file) => file.id === fid)).toMatchObject({
      name: 'Passport scan.PNG',
      type: 'png',
      temporary: false,
      status: 'uploaded',
    });
  });

  it('are purged with their bytes after 24 hours', async () => {
    await signedIn();
    const { fid } = (await expectContract(await upload('old.txt', 'old'), 'POST', ATTACH)) as Uploaded;
    expect(stored()).toHaveLength(1);
    clock += 25 * 60 * 60_000;
    await client.signIn('admin');
    const fresh = (await expectContract(await upload('new.txt', 'new'), 'POST', ATTACH)) as Uploaded;
    expect(fresh.fid).toBeGreaterThan(fid);
    expect(stored()).toHaveLength(1);
    expect(await expectContract(await client.get(`${STATUS}?ids=${fid}`), 'GET', STATUS)).toEqual({});
  });
});

describe('files_api_v2 upload-URL flow', () => {
  async function uploadUrl(body: unknown): Promise<{ uploadUrl: string; fileId: number; expiresAt: string }> {
    const response = await client.postJson(UPLOAD_URL, body);
    expect(response.status).toBe(200);
    return (await expectContract(response, 'POST', UPLOAD_URL)) as {
      uploadUrl: string;
      fileId: number;
      expiresAt: string;
    };
  }
  const put = (url: string, bytes: BlobPart, csrf = true) =>
    client.request('PUT', url, {
      body: new Blob([bytes]),
      headers: { 'Content-Type': 'application/octet-stream' },
      ...(csrf ? {} : { csrf: false }),
    });

  it('issues a single-use URL, takes the bytes and reports the status by fileId', async () => {
    await signedIn('admin');
    const {
      uploadUrl: url,
      fileId,
      expiresAt,
    } = await uploadUrl({ name: 'Contract.pdf', size: PDF.length, uploaderId: 'v2-uploader' });
    expect(Date.parse(expiresAt)).toBe(clock + 10 * 60_000);
    expect(await statusOf(fileId)).toBe('pending');
    const response = await put(url, PDF);
    expect(response.status).toBe(200);
    expect(await expectContract(response, 'PUT', PUT_TEMPLATE)).toEqual({
      fileId,
      name: 'Contract.pdf',
      size: PDF.length,
      status: 'pending',
    });
    clock += SCAN_MS;
    expect(await statusOf(fileId)).toBe('uploaded');
    const reused = await put(url, PDF);
    expect(reused.status).toBe(409);
    await expectContract(reused, 'PUT', PUT_TEMPLATE);
    expect(stored()).toHaveLength(1);
  });

  it('marks EICAR content as virus', async () => {
    await signedIn('admin');
    const content = `${EICAR}\n`;
    const { uploadUrl: url, fileId } = await uploadUrl({ name: 'totally-safe.zip', size: content.length });
    await expectContract(await put(url, content), 'PUT', PUT_TEMPLATE);
    clock += SCAN_MS;
    expect(await statusOf(fileId)).toBe('virus');
  });

  it('refuses users without the files_api_v2 feature', async () => {
    await signedIn('owner');
    const response = await client.postJson(UPLOAD_URL, { name: 'a.pdf', size: 10 });
    expect(response.status).toBe(403);
    expect(await expectContract(response, 'POST', UPLOAD_URL)).toEqual({
      error: 'The files API v2 is not enabled for this account.',
    });
    const putResponse = await put('/api/v2/files/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x');
    expect(putResponse.status).toBe(403);
    await expectContract(putResponse, 'PUT', PUT_TEMPLATE);
  });

  it.each([
    [{ name: 'cv.pdf.exe', size: 10 }, 422],
    [{ name: 'a.php%00.pdf', size: 10 }, 422],
    [{ name: '../x.pdf', size: 10 }, 422],
    [{ name: `${'a'.repeat(256)}.pdf`, size: 10 }, 422],
    [{ name: 'a.pdf', size: 0 }, 422],
    [{ name: 'a.pdf', size: -1 }, 422],
    [{ name: 'a.pdf', size: 1.5 }, 422],
    [{ name: 'a.pdf', size: '10' }, 422],
    [{ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 }, 413],
    [{ name: 'a.pdf', size: 10, extra: true }, 422],
    [{ size: 10 }, 422],
  ])('refuses the announcement %j with %i', async (body, status) => {
    await signedIn('admin');
    const before = rowCount();
    const response = await client.postJson(UPLOAD_URL, body);
    expect(response.status).toBe(status);
    await expectContract(response, 'POST', UPLOAD_URL);
    expect(rowCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    await signedIn('admin');
    const response = await client.request('POST', UPLOAD_URL, {
      body: 'name=a.pdf',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', UPLOAD_URL);
  });

  it('refuses unknown, expired, foreign and mismatched uploads', async () => {
    await signedIn('admin');
    const unknown = await put('/api/v2/files/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', PDF);
    expect(unknown.status).toBe(404);
    await expectContract(unknown, 'PUT', PUT_TEMPLATE);
    const traversal = await put('/api/v2/files/uploads/..%2F..%2Fetc', PDF);
    expect(traversal.status).toBe(404);

    const mismatch = await uploadUrl({ name: 'a.pdf', size: 5 });
    const wrongSize = await put(mismatch.uploadUrl, PDF);
    expect(wrongSize.status).toBe(422);
    await expectContract(wrongSize, 'PUT', PUT_TEMPLATE);
    // The URL was claimed: a second try needs a new URL.
    expect((await put(mismatch.uploadUrl, 'abcde')).status).toBe(409);

    const refused = await uploadUrl({ name: 'a.pdf', size: 4 });
    const exe = await put(refused.uploadUrl, 'MZ\u0000\u0000');
    expect(exe.status).toBe(403);
    expect(await expectContract(exe, 'PUT', PUT_TEMPLATE)).toEqual({
      error: 'Unable to upload file due to its contents.',
    });

    const forged = await uploadUrl({ name: 'a.pdf', size: PDF.length });
    const noCsrf = await put(forged.uploadUrl, PDF, false);
    expect(noCsrf.status).toBe(403);
    await expectContract(noCsrf, 'PUT', PUT_TEMPLATE);

    const late = await uploadUrl({ name: 'late.pdf', size: PDF.length });
    clock += 10 * 60_000;
    const expired = await put(late.uploadUrl, PDF);
    expect(expired.status).toBe(410);
    await expectContract(expired, 'PUT', PUT_TEMPLATE);
    expect(await expectContract(await client.get(`${STATUS}?ids=${late.fileId}`), 'GET', STATUS)).toEqual({});

    // A URL works only for the user who got it (even when the other user has files_api_v2 too).
    const mine = await uploadUrl({ name: 'mine.pdf', size: PDF.length });
    client.demo.context.db
      .prepare(
        "UPDATE users SET features = json_set(features, '$.files_api_v2', json('true')) WHERE username = 'support'",
      )
      .run();
    await client.signIn('support');
    const foreign = await put(mine.uploadUrl, PDF);
    expect(foreign.status).toBe(404);
    await expectContract(foreign, 'PUT', PUT_TEMPLATE);
    expect(stored()).toEqual([]);
  });
});
