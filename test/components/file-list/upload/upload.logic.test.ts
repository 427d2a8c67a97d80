import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOWED_EXTENSIONS,
  checkFile,
  lastExtension,
  normalizeExtensions,
  percentSent,
  pollDelay,
  pollSchedule,
  readStatus,
  readUploadAnswer,
  uploadFailureMessage,
  uploadsReducer,
  type UploadRow,
} from '../../../../src/components/file-list/upload/upload.logic';

const MB = 1024 * 1024;
const rules = { allowedExtensions: DEFAULT_ALLOWED_EXTENSIONS, maxSizeMb: 10 };
const EXTENSIONS =
  'The only allowed file extensions are: pdf, doc, docx, xls, xlsx, csv, jpg, jpeg, tif, tiff, gif, png, bmp, txt, rtf, zip';

describe('the allow-list and size checks (SPEC §5)', () => {
  it('has the default list of SPEC §5, in its order', () => {
    expect(DEFAULT_ALLOWED_EXTENSIONS).toEqual(
      'pdf doc docx xls xlsx csv jpg jpeg tif tiff gif png bmp txt rtf zip'.split(' '),
    );
  });

  it('reads the last extension, lower-cased; none for dotfiles, trailing dots and bare names', () => {
    expect(lastExtension('Report.PDF')).toBe('pdf');
    expect(lastExtension('archive.tar.gz')).toBe('gz');
    expect(lastExtension('scan.pdf.exe')).toBe('exe');
    expect(lastExtension('README')).toBe('');
    expect(lastExtension('.pdf')).toBe('');
    expect(lastExtension('report.')).toBe('');
  });

  it('accepts allowed extensions whatever their case, and multi-dot names by their last part', () => {
    expect(checkFile({ name: 'CV.DOCX', size: 10 }, rules)).toBeNull();
    expect(checkFile({ name: 'photo.2026.01.JpEg', size: 10 }, rules)).toBeNull();
    expect(checkFile({ name: 'backup.tar.zip', size: 10 }, rules)).toBeNull();
  });

  it("refuses other extensions, hidden double extensions and names without one with 'The only allowed file extensions are: %s'", () => {
    expect(checkFile({ name: 'setup.exe', size: 10 }, rules)).toBe(EXTENSIONS);
    expect(checkFile({ name: 'invoice.pdf.exe', size: 10 }, rules)).toBe(EXTENSIONS);
    expect(checkFile({ name: 'README', size: 10 }, rules)).toBe(EXTENSIONS);
    expect(checkFile({ name: '.pdf', size: 10 }, rules)).toBe(EXTENSIONS);
    expect(checkFile({ name: 'report.', size: 10 }, rules)).toBe(EXTENSIONS);
  });

  it('names the configured list, normalized (case, dots, blanks, duplicates dropped)', () => {
    expect(normalizeExtensions(['.PDF', ' txt ', 'pdf', 'bad ext', ''])).toEqual(['pdf', 'txt']);
    expect(checkFile({ name: 'a.doc', size: 1 }, { allowedExtensions: ['.PDF', 'Txt'], maxSizeMb: 10 })).toBe(
      'The only allowed file extensions are: pdf, txt',
    );
    // A list with nothing usable falls back to the default one rather than refusing everything.
    expect(checkFile({ name: 'a.doc', size: 1 }, { allowedExtensions: ['???'], maxSizeMb: 10 })).toBeNull();
  });

  it("refuses files over maxSize with 'Files must be smaller than {n}MB.'; exactly the limit passes", () => {
    expect(checkFile({ name: 'a.pdf', size: 10 * MB }, rules)).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 10 * MB + 1 }, rules)).toBe('Files must be smaller than 10MB.');
    expect(checkFile({ name: 'a.pdf', size: 3 * MB }, { ...rules, maxSizeMb: 2.5 })).toBe(
      'Files must be smaller than 2.5MB.',
    );
    // An unusable limit is the default one.
    expect(checkFile({ name: 'a.pdf', size: 11 * MB }, { ...rules, maxSizeMb: Number.NaN })).toBe(
      'Files must be smaller than 10MB.',
    );
  });

  it('checks the extension first, and refuses empty files', () => {
    expect(checkFile({ name: 'a.exe', size: 50 * MB }, rules)).toBe(EXTENSIONS);
    expect(checkFile({ name: 'a.pdf', size: 0 }, rules)).toBe('Unable to upload file. The file is empty.');
  });
});

describe('the status polling schedule (SPEC §7)', () => {
  it('waits 2000 ms, then ×1.5 each time, and stops once a wait would pass 120000 ms', () => {
    expect(pollSchedule()).toEqual([2000, 3000, 4500, 6750, 10125, 15188, 22781, 34172, 51258, 76887, 115330]);
    expect(pollDelay(0)).toBe(2000);
    expect(pollDelay(10)).toBe(115330);
    expect(pollDelay(11)).toBeNull();
    expect(pollDelay(-1)).toBeNull();
    expect(pollDelay(1.5)).toBeNull();
  });
});

describe('one upload’s state machine', () => {
  const file = { id: 7, fid: 7, name: 'a.pdf', status: 'pending' as const };
  const start = uploadsReducer([], { type: 'start', key: 'k', name: 'a.pdf', size: 100 });
  const row = (rows: UploadRow[]) => rows.find((r) => r.key === 'k');

  it('starts uploading with no progress, and ignores a second start of the same key', () => {
    expect(row(start)).toMatchObject({ phase: 'uploading', loaded: 0, total: 0, file: null, message: null });
    expect(uploadsReducer(start, { type: 'start', key: 'k', name: 'b.pdf', size: 1 })).toEqual(start);
  });

  it('tracks progress without going backwards or past the total', () => {
    let rows = uploadsReducer(start, { type: 'progress', key: 'k', loaded: 60, total: 120 });
    expect(percentSent(row(rows) as UploadRow)).toBe(50);
    rows = uploadsReducer(rows, { type: 'progress', key: 'k', loaded: 30, total: 120 });
    expect(row(rows)?.loaded).toBe(60);
    rows = uploadsReducer(rows, { type: 'progress', key: 'k', loaded: 500, total: 120 });
    expect(percentSent(row(rows) as UploadRow)).toBe(100);
    expect(percentSent({ loaded: 0, total: 0 })).toBe(0);
  });

  it('goes pending → scanning → removed once uploaded', () => {
    const scanning = uploadsReducer(start, { type: 'status', key: 'k', status: 'pending', file });
    expect(row(scanning)).toMatchObject({ phase: 'scanning', file, loaded: 100, total: 100 });
    // Late progress after the answer changes nothing.
    expect(uploadsReducer(scanning, { type: 'progress', key: 'k', loaded: 1, total: 100 })).toEqual(scanning);
    expect(uploadsReducer(scanning, { type: 'status', key: 'k', status: 'uploaded' })).toEqual([]);
  });

  it('goes pending → virus, which stays (inactive) until dismissed', () => {
    const scanning = uploadsReducer(start, { type: 'status', key: 'k', status: 'pending', file });
    const virus = uploadsReducer(scanning, { type: 'status', key: 'k', status: 'virus' });
    expect(row(virus)).toMatchObject({ phase: 'virus', file: { ...file, status: 'virus' } });
    expect(uploadsReducer(virus, { type: 'retry', key: 'k' })).toEqual(virus);
    expect(uploadsReducer(virus, { type: 'remove', key: 'k' })).toEqual([]);
  });

  it('gives up into stalled; Retry goes back to scanning; offline is shown while scanning', () => {
    const scanning = uploadsReducer(start, { type: 'status', key: 'k', status: 'pending', file });
    const offline = uploadsReducer(scanning, { type: 'offline', key: 'k', offline: true });
    expect(row(offline)?.offline).toBe(true);
    const stalled = uploadsReducer(offline, { type: 'give-up', key: 'k' });
    expect(row(stalled)).toMatchObject({ phase: 'stalled', offline: false });
    expect(row(uploadsReducer(stalled, { type: 'retry', key: 'k' }))?.phase).toBe('scanning');
    // give-up only leaves scanning.
    expect(uploadsReducer(start, { type: 'give-up', key: 'k' })).toEqual(start);
  });

  it('replaces the progress of a failed upload by its message; cancel removes the row', () => {
    const failed = uploadsReducer(start, { type: 'fail', key: 'k', message: 'Unable to upload file.' });
    expect(row(failed)).toMatchObject({ phase: 'failed', message: 'Unable to upload file.' });
    expect(uploadsReducer(failed, { type: 'status', key: 'k', status: 'uploaded' })).toEqual(failed);
    expect(uploadsReducer(start, { type: 'remove', key: 'k' })).toEqual([]);
  });

  it('leaves the other rows alone', () => {
    const two = uploadsReducer(start, { type: 'start', key: 'j', name: 'b.pdf', size: 5 });
    const after = uploadsReducer(two, { type: 'fail', key: 'k', message: 'x' });
    expect(after.map((r) => [r.key, r.phase])).toEqual([
      ['k', 'failed'],
      ['j', 'uploading'],
    ]);
  });
});

describe('answers', () => {
  it('reads the upload answer (status, name, fid) and the filed file', () => {
    expect(readUploadAnswer({ status: 'pending', name: 'a.pdf', fid: 9, message: 'x' }, 'f')).toEqual({
      id: 9,
      fid: 9,
      name: 'a.pdf',
      status: 'pending',
    });
    expect(
      readUploadAnswer(
        {
          status: 'uploaded',
          name: 'a.pdf',
          fid: 9,
          file: { id: 9, name: 'a.pdf', categoryId: 3, employeeId: 2, size: 5, type: 'pdf', shared: false },
        },
        'f',
      ),
    ).toEqual({
      id: 9,
      fid: 9,
      name: 'a.pdf',
      status: 'uploaded',
      categoryId: 3,
      employeeId: 2,
      size: 5,
      type: 'pdf',
      shared: false,
    });
    expect(readUploadAnswer({ status: 'pending', fid: '12' }, 'fallback.pdf')).toMatchObject({
      id: 12,
      name: 'fallback.pdf',
    });
  });

  it('refuses answers that are errors or carry no usable id', () => {
    expect(readUploadAnswer({ status: 'error', name: null, fid: null }, 'f')).toBeNull();
    expect(readUploadAnswer({ status: 'pending', fid: -1 }, 'f')).toBeNull();
    expect(readUploadAnswer('ok', 'f')).toBeNull();
    expect(readUploadAnswer(null, 'f')).toBeNull();
  });

  it('reads one status out of the status map', () => {
    expect(readStatus({ '7': 'virus' }, 7)).toBe('virus');
    expect(readStatus({ '8': 'uploaded' }, 7)).toBe('missing');
    expect(readStatus({ '7': 'weird' }, 7)).toBeNull();
    expect(readStatus([], 7)).toBeNull();
  });

  it("says 'Unable to upload file due to its contents.' on 403, 'Unable to upload file.' otherwise (SPEC §8)", () => {
    expect(uploadFailureMessage(403, 'whatever', { reason: 'contents' })).toBe(
      'Unable to upload file due to its contents.',
    );
    expect(uploadFailureMessage(403, null)).toBe('Unable to upload file due to its contents.');
    expect(
      uploadFailureMessage(403, 'You do not have permission to upload files here.', { reason: 'permission' }),
    ).toBe('You do not have permission to upload files here.');
    expect(uploadFailureMessage(500, 'boom')).toBe('Unable to upload file.');
    expect(uploadFailureMessage(0, null)).toBe('Unable to upload file.');
    expect(uploadFailureMessage(413, 'Files must be smaller than 2MB.')).toBe('Files must be smaller than 2MB.');
    expect(uploadFailureMessage(422, null)).toBe('Unable to upload file.');
  });
});
