import { describe, expect, it } from 'vitest';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_MB } from '../../demo/server/modules/files/rules';
import { DEFAULT_ALLOWED_EXTENSIONS, DEFAULT_MAX_SIZE_MB } from '../../src/components/file-list/upload/upload.logic';

// The reference server and the element each hold SPEC §5's upload defaults (a PHP back end keeps
// its own copy too): they must say the same, or the element would refuse what the server accepts.
describe('upload defaults', () => {
  it('are the same extension allow-list on the server and in <hr-file-list>', () => {
    expect([...ALLOWED_EXTENSIONS].sort()).toEqual([...DEFAULT_ALLOWED_EXTENSIONS].sort());
  });

  it('are the same size limit on the server and in <hr-file-list>', () => {
    expect(MAX_UPLOAD_MB).toBe(DEFAULT_MAX_SIZE_MB);
  });
});
