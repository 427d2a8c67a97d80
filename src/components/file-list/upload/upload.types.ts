/** Types shared by the upload part of `<hr-file-list>` and the list that hosts it. */

/** Scan status of a file (SPEC §3): `pending` while the virus scan runs. */
export type ScanStatus = 'pending' | 'uploaded' | 'virus';

/** A file the server has accepted (docs/api filesUpload answer, `file`). */
export interface UploadedFile {
  /** The file id: what the status calls and the list use. */
  id: number;
  /** The id of the stored file data (what forms submit); the reference server uses the file id. */
  fid?: number;
  name: string;
  status: ScanStatus;
  categoryId?: number;
  employeeId?: number;
  /** Bytes. */
  size?: number;
  /** Lower-case extension. */
  type?: string;
  shared?: boolean;
  /** ISO date-time of the upload. */
  createdAt?: string;
  /** Download address, once the file is clean. */
  url?: string;
}

/** Where an upload is filed: an employee's category, a company category, or (neither) a temporary upload. */
export interface UploadTarget {
  employeeId?: number;
  categoryId?: number;
}
