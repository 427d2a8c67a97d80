/**
 * Upload and category rules (extension allow-list, size limit, category names), plus
 * what the server adds (OWASP file-upload guidance): name checks against path tricks, content
 * refusal for executables and scripts, and the EICAR test string the fake scanner looks for.
 */

import {
  DEFAULT_ALLOWED_EXTENSIONS,
  DEFAULT_MAX_SIZE_MB,
} from '../../../../src/components/file-list/upload/upload.defaults';

/** The default allow-list (SPEC §5, the element's own list); the last extension of the name, lower-cased, must be in it. */
export const ALLOWED_EXTENSIONS: readonly string[] = DEFAULT_ALLOWED_EXTENSIONS;
/** The configured maxSize: uploads must be smaller than this. */
export const MAX_UPLOAD_MB = DEFAULT_MAX_SIZE_MB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Longest accepted file name, in characters (code points). */
export const MAX_NAME_LENGTH = 255;
export const MAX_CATEGORY_NAME_LENGTH = 100;
/** Lifetime of a files_api_v2 upload URL. */
export const UPLOAD_URL_TTL_MS = 10 * 60_000;
/** Temporary uploads not filed within a day are purged. */
export const TEMPORARY_TTL_MS = 24 * 60 * 60_000;
/** Most ids one request may name. */
export const MAX_IDS = 200;

export const UPLOAD_FAILED = 'Unable to upload file.';
export const UPLOAD_REFUSED = 'Unable to upload file due to its contents.';
export const EMPTY_FILE = 'Unable to upload file. The file is empty.';
export const NAME_TOO_LONG = `File names must be ${MAX_NAME_LENGTH} characters or fewer.`;
export const BAD_NAME = 'File names cannot contain path separators, drive letters or control characters.';
export const EMPTY_FILE_NAME = 'Please enter a file name.';
export const keepExtensionMessage = (ext: string) =>
  `Keep the extension ${ext ? `.${ext}` : ''}: a rename cannot change the type of a file.`;
export const ALREADY_DELETED = 'It looks like this file has already been deleted.';
export const EMPTY_CATEGORY_NAME = 'Please enter a category name.';
export const CATEGORY_NAME_TOO_LONG = `Category names must be ${MAX_CATEGORY_NAME_LENGTH} characters or fewer.`;
export const CATEGORY_NAME_CONTROL = 'Category names cannot contain control characters.';
export const CATEGORY_EXISTS = 'A category with this name already exists.';
export const CATEGORY_NOT_RENAMABLE = 'This category cannot be renamed.';
export const CATEGORY_NOT_DELETABLE = 'This category cannot be deleted.';
export const CATEGORY_NOT_EMPTY = 'Only empty categories can be deleted. Move or delete its files first.';
export const NO_MANAGE = 'You do not have permission to manage files.';
export const NO_ACCESS = 'You do not have access to these files.';
export const V2_DISABLED = 'The files API v2 is not enabled for this account.';

export const extensionsMessage = (extensions: readonly string[]) =>
  `The only allowed file extensions are: ${extensions.join(', ')}`;
export const tooLargeMessage = (mb: number) => `Files must be smaller than ${mb}MB.`;

// Split so that no file of the repository is itself the EICAR test file (scanners flag it).
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const EICAR_BYTES = Buffer.from(EICAR, 'latin1');

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/; // eslint-disable-line no-control-regex -- control characters are what it finds

/** The last extension of a name, lower-cased ('' when there is none). */
export function lastExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a client-supplied file name. The name is only ever stored as text (files live under a
 * generated key), but names that smell of path tricks are refused outright: `/`, `\`, NUL and
 * other control characters, `C:` drive prefixes, `.`/`..`, and the same once percent-decoded
 * (`a.php%00.pdf`). Then the extension rule. Returns an error message or null.
 */
export function checkFileName(name: string, allowed: readonly string[]): string | null {
  if (name.length === 0) return UPLOAD_FAILED;
  if ([...name].length > MAX_NAME_LENGTH) return NAME_TOO_LONG;
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // "100%.pdf": not percent-encoded, check it as it is.
  }
  for (const candidate of [name, decoded]) {
    if (
      CONTROL.test(candidate) ||
      /[/\\]/.test(candidate) ||
      /^[A-Za-z]:/.test(candidate) ||
      /^\.{1,2}$/.test(candidate.trim())
    ) {
      return BAD_NAME;
    }
  }
  if (!allowed.includes(lastExtension(name))) return extensionsMessage(allowed);
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * Content the server refuses whatever the extension says ("on 403 'Unable to upload file
 * due to its contents.'"): native executables, scripts with a shebang, and PHP code, which on a
 * PHP host is the classic upload attack.
 */
export function refusedContent(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x4d, 0x5a])) return true; // MZ: Windows PE
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return true; // ELF
  if (startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])) return true; // Mach-O
  if (startsWith(bytes, [0x23, 0x21])) return true; // #!
  const head = Buffer.from(bytes.subarray(0, 64 * 1024))
    .toString('latin1')
    .toLowerCase();
  return head.includes('<?php');
}

/** The fake virus scanner: a file is infected when it contains the EICAR test string. */
export function infected(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(EICAR_BYTES);
}

/** Category names: trimmed, inner whitespace collapsed; returns the name or an error message. */
export function normalizeCategoryName(raw: string): { name: string } | { error: string } {
  if (CONTROL.test(raw.replace(/[\t\n\r]/g, ' '))) return { error: CATEGORY_NAME_CONTROL };
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name === '') return { error: EMPTY_CATEGORY_NAME };
  if ([...name].length > MAX_CATEGORY_NAME_LENGTH) return { error: CATEGORY_NAME_TOO_LONG };
  return { name };
}

export const categoryKey = (name: string) => name.toLowerCase();

/** `Content-Disposition` for a download: ASCII fallback plus the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
