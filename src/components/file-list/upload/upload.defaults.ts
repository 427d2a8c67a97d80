/*
 * The upload defaults the file list shows before any upload code loads: a module of their own, so
 * the list's entry does not take the upload rules (upload.logic.ts) out of the lazy upload chunk.
 */

/** SPEC §5: the default allow-list of upload extensions. */
export const DEFAULT_ALLOWED_EXTENSIONS: readonly string[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'jpg',
  'jpeg',
  'tif',
  'tiff',
  'gif',
  'png',
  'bmp',
  'txt',
  'rtf',
  'zip',
];

/** The configured maxSize of the reference server (docs/api filesUpload), in MB. */
export const DEFAULT_MAX_SIZE_MB = 10;
