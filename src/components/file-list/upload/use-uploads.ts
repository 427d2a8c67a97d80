import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useConfig, useHttp } from '../../../element/define-element';
import { t } from '../../../lib/i18n';
import * as m from '../../../lib/messages.en-US';
import { postUpload, UploadFailure } from '../../../lib/upload';
import { watchScan, type PollEnvironment } from './scan-poller';
import {
  checkFile,
  effectiveMaxSizeMb,
  normalizeExtensions,
  readStatus,
  readUploadAnswer,
  uploadFailureMessage,
  uploadsReducer,
  DEFAULT_ALLOWED_EXTENSIONS,
  type UploadRow,
} from './upload.logic';
import type { UploadedFile, UploadTarget } from './upload.types';

/** docs/api filesUpload: multipart upload filed straight into a category. */
export const UPLOAD_PATH = '/ajax/files/upload.php';
/** docs/api filesAttachTemporary: multipart temporary upload (no category). */
export const ATTACH_TEMPORARY_PATH = '/ajax/files/attachTemporary.php';
/** docs/api filesEmployeeStatus / filesStatus: `{ "<id>": status }` for `ids`. */
export const EMPLOYEE_STATUS_PATH = '/ajax/employee_file_status.php';
export const COMPANY_STATUS_PATH = '/ajax/file_status.php';

/**
 * Where an upload goes: into the target category (the target in the query string, so the server
 * checks who may write there before reading the body), or a temporary upload without a category.
 */
export function uploadPath(target: UploadTarget): string {
  if (target.categoryId === undefined) return ATTACH_TEMPORARY_PATH;
  const query = new URLSearchParams({ categoryId: String(target.categoryId) });
  if (target.employeeId !== undefined) query.set('employeeId', String(target.employeeId));
  return `${UPLOAD_PATH}?${query.toString()}`;
}

export interface UseUploadsOptions {
  uploaderId: string;
  allowedExtensions: readonly string[];
  maxSizeMb: number;
  target: UploadTarget;
  onUploaded: (file: UploadedFile) => void;
  /** Connectivity and visibility (tests pass a fake); the browser's by default. */
  environment?: PollEnvironment;
}

export interface Uploads {
  rows: readonly UploadRow[];
  /** The latest polite announcement (completion, failure, cancel). */
  announcement: string;
  /** Checks each file and starts the ones that pass; refused ones get a failed row. */
  add(files: Iterable<File>): void;
  /** Aborts an upload in flight (its row goes away). */
  cancel(key: string): void;
  /** Polls a stalled scan again from the start of the schedule. */
  retry(key: string): void;
  /** Removes a failed or virus row. */
  dismiss(key: string): void;
}

let sequence = 0;

/**
 * Runs uploads: the checks before sending, the multipart POST with progress, then the scan status
 * polling. Everything in flight stops when the component unmounts.
 */
export function useUploads(options: UseUploadsOptions): Uploads {
  const http = useHttp();
  const config = useConfig();
  const [rows, dispatch] = useReducer(uploadsReducer, []);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  latest.current = options;
  const configRef = useRef(config);
  configRef.current = config;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const announce = useCallback((text: string) => {
    // A repeated text is still read: the region changes between the two.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);

  const controllerFor = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    const controller = new AbortController();
    controllers.current.set(key, controller);
    return controller;
  }, []);
  const release = useCallback((key: string, controller: AbortController) => {
    if (controllers.current.get(key) === controller) controllers.current.delete(key);
  }, []);

  const poll = useCallback(
    (key: string, file: UploadedFile) => {
      const controller = controllerFor(key);
      const statusPath = latest.current.target.employeeId !== undefined ? EMPLOYEE_STATUS_PATH : COMPANY_STATUS_PATH;
      watchScan({
        signal: controller.signal,
        ...(latest.current.environment ? { environment: latest.current.environment } : {}),
        check: async (signal) =>
          readStatus(await http.get(statusPath, { searchParams: { ids: file.id }, signal }), file.id),
        onDone: (status) => {
          release(key, controller);
          dispatch({ type: 'status', key, status });
          if (status === 'uploaded') {
            announce(t(m.uploadDone, { name: file.name }));
            latest.current.onUploaded({ ...file, status });
          } else announce(t(m.uploadVirusAnnounced, { name: file.name }));
        },
        onMissing: () => {
          release(key, controller);
          dispatch({ type: 'fail', key, message: m.uploadFailed });
          announce(t(m.uploadRejected, { name: file.name, message: m.uploadFailed }));
        },
        onGiveUp: () => {
          release(key, controller);
          dispatch({ type: 'give-up', key });
          announce(t(m.uploadStalledAnnounced, { name: file.name }));
        },
        onOffline: (offline) => dispatch({ type: 'offline', key, offline }),
      });
    },
    [announce, controllerFor, http, release],
  );

  const send = useCallback(
    async (key: string, file: File) => {
      const { uploaderId, allowedExtensions, maxSizeMb, target } = latest.current;
      const controller = controllerFor(key);
      const body = new FormData();
      body.append('uploaderId', uploaderId);
      const allowed = normalizeExtensions(allowedExtensions);
      body.append(
        'options',
        JSON.stringify({
          allowedExtensions: allowed.length > 0 ? allowed : DEFAULT_ALLOWED_EXTENSIONS,
          maxSizeMb: effectiveMaxSizeMb(maxSizeMb),
        }),
      );
      // The file goes last: the server reads the fields before the bytes.
      body.append('file', file, file.name);
      let uploaded: UploadedFile | null;
      try {
        const answer = await postUpload({
          path: uploadPath(target),
          body,
          signal: controller.signal,
          config: configRef.current,
          onProgress: (loaded, total) => dispatch({ type: 'progress', key, loaded, total }),
        });
        uploaded = readUploadAnswer(answer, file.name);
      } catch (error) {
        release(key, controller);
        if (error instanceof UploadFailure && error.kind === 'aborted') return;
        const message =
          error instanceof UploadFailure && error.kind === 'http'
            ? uploadFailureMessage(error.status, error.serverMessage, error.body)
            : m.uploadFailed;
        dispatch({ type: 'fail', key, message });
        announce(t(m.uploadRejected, { name: file.name, message }));
        return;
      }
      release(key, controller);
      if (!uploaded) {
        dispatch({ type: 'fail', key, message: m.uploadFailed });
        announce(t(m.uploadRejected, { name: file.name, message: m.uploadFailed }));
        return;
      }
      dispatch({ type: 'status', key, status: uploaded.status, file: uploaded });
      if (uploaded.status === 'pending') poll(key, uploaded);
      else if (uploaded.status === 'uploaded') {
        announce(t(m.uploadDone, { name: uploaded.name }));
        latest.current.onUploaded(uploaded);
      } else announce(t(m.uploadVirusAnnounced, { name: uploaded.name }));
    },
    [announce, controllerFor, poll, release],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const { allowedExtensions, maxSizeMb } = latest.current;
      for (const file of files) {
        const key = `upload-${++sequence}`;
        dispatch({ type: 'start', key, name: file.name, size: file.size });
        const refusal = checkFile(file, { allowedExtensions, maxSizeMb });
        if (refusal) {
          dispatch({ type: 'fail', key, message: refusal });
          announce(t(m.uploadRejected, { name: file.name, message: refusal }));
          continue;
        }
        void send(key, file);
      }
    },
    [announce, send],
  );

  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const cancel = useCallback(
    (key: string) => {
      const row = rowsRef.current.find((r) => r.key === key);
      if (!row || row.phase !== 'uploading') return;
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      dispatch({ type: 'remove', key });
      announce(t(m.uploadCancelled, { name: row.name }));
    },
    [announce],
  );

  const retry = useCallback(
    (key: string) => {
      const row = rowsRef.current.find((r) => r.key === key);
      if (!row || row.phase !== 'stalled' || !row.file) return;
      dispatch({ type: 'retry', key });
      poll(key, row.file);
    },
    [poll],
  );

  const dismiss = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  return { rows, announcement, add, cancel, retry, dismiss };
}
