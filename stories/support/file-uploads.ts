import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/*
 * msw stand-ins for the upload routes of docs/api/files.yaml (`filesUpload`, `filesStatus`),
 * shared by the file list's stories. What happens to a file depends on its name: "slow" never
 * finishes sending, "virus" scans as infected, "stuck" stays pending, "refused" is refused for its
 * contents (403), "broken" meets a server error; any other name scans clean.
 */

export const UPLOAD = '/ajax/files/upload.php';
export const STATUS = '/ajax/employee_file_status.php';

export interface UploadStandIns {
  /** Upload calls the handlers saw (file names), so plays can assert what was, or was not, sent. */
  sent: string[];
  /** Each accepted upload by id, with the status polls it has answered. */
  scans: Map<number, { name: string; polls: number }>;
  handlers: HttpHandler[];
  /** Forgets what was sent and scanned (a story's beforeEach). */
  reset(): void;
}

/**
 * The upload and status routes. A clean file is still pending for the first `cleanAfterPolls - 1`
 * polls. Uploads without the preview's CSRF token are refused, as the server does.
 */
export function uploadStandIns(options: { firstId: number; cleanAfterPolls: number }): UploadStandIns {
  const sent: string[] = [];
  const scans = new Map<number, { name: string; polls: number }>();
  let nextId = options.firstId;
  const handlers = [
    http.post(UPLOAD, async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : '';
      sent.push(name);
      if (request.headers.get('X-CSRF-Token') !== 'storybook-token')
        return HttpResponse.json({ error: 'Invalid CSRF token.' }, { status: 403 });
      if (name.includes('slow')) await delay('infinite');
      if (name.includes('refused')) {
        const message = 'Unable to upload file due to its contents.';
        return HttpResponse.json(
          { status: 'error', name: null, fid: null, message, error: message, reason: 'contents' },
          { status: 403 },
        );
      }
      if (name.includes('broken')) return HttpResponse.json({ error: 'boom' }, { status: 500 });
      const id = nextId++;
      scans.set(id, { name, polls: 0 });
      return HttpResponse.json({
        status: 'pending',
        name,
        fid: id,
        message: 'The file was uploaded and is being scanned for viruses.',
        file: {
          id,
          fid: id,
          name,
          size: file instanceof File ? file.size : 0,
          status: 'pending',
          categoryId: Number(url.searchParams.get('categoryId')),
          employeeId: Number(url.searchParams.get('employeeId')),
        },
      });
    }),
    http.get(STATUS, ({ request }) => {
      const map: Record<string, string> = {};
      for (const raw of (new URL(request.url).searchParams.get('ids') ?? '').split(',')) {
        const scan = scans.get(Number(raw));
        if (!scan) continue;
        scan.polls += 1;
        map[raw] = scan.name.includes('stuck')
          ? 'pending'
          : scan.name.includes('virus')
            ? 'virus'
            : scan.polls >= options.cleanAfterPolls
              ? 'uploaded'
              : 'pending';
      }
      return HttpResponse.json(map);
    }),
  ];
  return {
    sent,
    scans,
    handlers,
    reset() {
      sent.length = 0;
      scans.clear();
    },
  };
}

/** Hands files to a file input as the browser's file dialog does (user-event's upload would drop files the accept attribute hides). */
export function pickFiles(input: HTMLInputElement, files: readonly File[]): void {
  const picked = new DataTransfer();
  for (const file of files) picked.items.add(file);
  input.files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A file of `bytes` bytes. */
export const fileNamed = (name: string, bytes = 2048) => new File([new Uint8Array(bytes).fill(65)], name);

/** The upload row showing `name`. */
export const uploadRowOf = (base: HTMLElement, name: string) =>
  [...base.querySelectorAll<HTMLElement>('.hr-uploads-row')].find(
    (row) => row.querySelector('.hr-uploads-name')?.textContent === name,
  );
