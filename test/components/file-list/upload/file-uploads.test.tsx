import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { createElementClass, defineElement } from '../../../../src/element/define-element';
import { FileUploads } from '../../../../src/components/file-list/upload/file-uploads';
import type { PollEnvironment } from '../../../../src/components/file-list/upload/scan-poller';
import { uploadStyles } from '../../../../src/components/file-list/upload/upload.styles';
import type { UploadedFile, UploadTarget } from '../../../../src/components/file-list/upload/upload.types';
import { loadHttpClient } from '../../../../src/lib/http';
import { configure, reloadConfig } from '../../../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../../../support/fetch';
import { mount, settle, uniqueTag } from '../../../support/elements';
import { installFakeXhr, type FakeXhr } from './fake-xhr';

beforeAll(() => loadHttpClient());
afterEach(() => reloadConfig());

const MB = 1024 * 1024;
const state = { online: true, visible: true };
const listeners = new Set<() => void>();
const environment: PollEnvironment = {
  online: () => state.online,
  visible: () => state.visible,
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};
function setEnvironment(change: Partial<typeof state>) {
  Object.assign(state, change);
  for (const listener of [...listeners]) listener();
}

interface HarnessProps {
  target?: UploadTarget;
  maxSizeMb?: number;
  allowed?: string[];
}
const uploaded: UploadedFile[] = [];
function Harness({ target = { categoryId: 3, employeeId: 2 }, maxSizeMb = 10, allowed }: HarnessProps) {
  const zone = useRef<HTMLDivElement>(null);
  return (
    <div ref={zone} className="zone">
      <FileUploads
        uploaderId="list-1"
        allowedExtensions={allowed ?? ['pdf', 'TXT']}
        maxSizeMb={maxSizeMb}
        dropTarget={zone}
        onUploaded={(file) => uploaded.push(file)}
        target={target}
        environment={environment}
      />
    </div>
  );
}

let Xhr: typeof FakeXhr;
let statusAnswers: Array<Record<string, string>>;
let requests: RecordedRequest[];

beforeEach(() => {
  Xhr = installFakeXhr();
  uploaded.length = 0;
  Object.assign(state, { online: true, visible: true });
  listeners.clear();
  statusAnswers = [];
  requests = mockFetch(() => json(statusAnswers.shift() ?? {})).requests;
  configure({ csrfToken: 'tok-9' });
});

async function render(props: HarnessProps = {}) {
  const tag = uniqueTag('hr-uploads-test');
  defineElement(
    tag,
    createElementClass<HarnessProps>(tag, Harness, {
      props: { target: 'json', maxSizeMb: 'number' },
      styles: uploadStyles,
    }),
  );
  const host = mount(`<${tag}></${tag}>`).querySelector(tag) as HTMLElement & HarnessProps;
  Object.assign(host, props);
  await settle();
  const root = host.shadowRoot as ShadowRoot;
  const q = {
    host,
    root,
    input: () => root.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement,
    rows: () => [...root.querySelectorAll<HTMLElement>('.hr-uploads-row')],
    row: (i = 0) => q.rows()[i] as HTMLElement,
    status: () => root.querySelector('[role=status]')?.textContent ?? '',
    button: (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.getAttribute('aria-label') === name || b.textContent === name,
      ),
    zone: () => root.querySelector<HTMLElement>('.zone') as HTMLElement,
  };
  return q;
}

async function choose(ui: Awaited<ReturnType<typeof render>>, files: File[]) {
  const input = ui.input();
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

const pdf = (name = 'offer.pdf', size = 100) => new File([new Uint8Array(size)], name);
const lastXhr = () => Xhr.all.at(-1) as FakeXhr;

describe('FileUploads', () => {
  it('offers a picker of several files with the allowed extensions', async () => {
    const ui = await render();
    expect(ui.input().multiple).toBe(true);
    expect(ui.input().accept).toBe('.pdf,.txt');
    expect(ui.button('Upload files')).toBeTruthy();
  });

  it('refuses a wrong extension and a too-large file before any byte is sent', async () => {
    const ui = await render({ maxSizeMb: 1 });
    await choose(ui, [new File(['x'], 'setup.EXE'), new File([new Uint8Array(MB + 1)], 'big.pdf')]);
    expect(Xhr.all).toHaveLength(0);
    expect(ui.rows().map((r) => [r.dataset.phase, r.querySelector('.hr-uploads-message')?.textContent])).toEqual([
      ['failed', 'The only allowed file extensions are: pdf, txt'],
      ['failed', 'Files must be smaller than 1MB.'],
    ]);
    expect(ui.status()).toContain('big.pdf: Files must be smaller than 1MB.');
    ui.button('Dismiss setup.EXE')?.click();
    await settle();
    expect(ui.rows()).toHaveLength(1);
  });

  it('sends each file as its own multipart POST, with a named progress bar per row', async () => {
    const ui = await render();
    await choose(ui, [pdf('a.pdf'), pdf('b.txt')]);
    expect(Xhr.all).toHaveLength(2);
    const [a, b] = Xhr.all as [FakeXhr, FakeXhr];
    expect(a.url).toBe('http://localhost:3000/ajax/files/upload.php?categoryId=3&employeeId=2');
    expect(a.headers['X-CSRF-Token']).toBe('tok-9');
    expect(a.field('uploaderId')).toBe('list-1');
    expect(JSON.parse(a.field('options') as string)).toEqual({ allowedExtensions: ['pdf', 'txt'], maxSizeMb: 10 });
    expect((a.field('file') as File).name).toBe('a.pdf');
    expect((b.field('file') as File).name).toBe('b.txt');

    a.progress(25, 100);
    await settle();
    const bar = ui.row(0).querySelector('progress') as HTMLProgressElement;
    expect(bar.getAttribute('aria-label')).toBe('Uploading a.pdf');
    expect(bar.value).toBe(25);
    expect(ui.row(0).textContent).toContain('Uploading… 25%');
    expect(ui.row(1).querySelector('progress')?.getAttribute('aria-label')).toBe('Uploading b.txt');
  });

  it('uploads to attachTemporary.php without a category', async () => {
    const ui = await render({ target: {} });
    await choose(ui, [pdf()]);
    expect(lastXhr().url).toBe('http://localhost:3000/ajax/files/attachTemporary.php');
  });

  it('cancel aborts the request and removes the row', async () => {
    const ui = await render();
    await choose(ui, [pdf('a.pdf')]);
    ui.button('Cancel the upload of a.pdf')?.click();
    await settle();
    expect(lastXhr().aborted).toBe(true);
    expect(ui.rows()).toHaveLength(0);
    expect(ui.status()).toBe('The upload of a.pdf was cancelled.');
  });

  it("shows 'Unable to upload file due to its contents.' on 403 and 'Unable to upload file.' on other failures", async () => {
    const ui = await render();
    await choose(ui, [pdf('a.pdf'), pdf('b.pdf')]);
    const [a, b] = Xhr.all as [FakeXhr, FakeXhr];
    a.respond(403, { status: 'error', name: null, fid: null, message: 'x', error: 'x', reason: 'contents' });
    b.respond(500, 'oops');
    await settle();
    expect(ui.rows().map((r) => r.querySelector('.hr-uploads-message')?.textContent)).toEqual([
      'Unable to upload file due to its contents.',
      'Unable to upload file.',
    ]);
    expect(ui.rows().some((r) => r.querySelector('progress'))).toBe(false);
  });

  describe('scan polling (fake timers)', () => {
    // Timers are faked once the element has rendered and the file is chosen (settle() waits on real ones).
    const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const flush = async (ms = 0) => {
      await vi.advanceTimersByTimeAsync(ms);
      for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(0);
    };
    const statusCalls = () => requests.filter((r) => r.url.includes('employee_file_status.php'));

    it('pending → uploaded: polls after 2000 ms, calls onUploaded and removes the row', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'a.pdf', fid: 41, message: 'm' });
      await flush();
      expect(ui.row().dataset.phase).toBe('scanning');
      expect(ui.row().textContent).toContain('Scanning for viruses…');
      statusAnswers.push({ '41': 'pending' }, { '41': 'uploaded' });
      await flush(1999);
      expect(statusCalls()).toHaveLength(0);
      await flush(1);
      expect(statusCalls().map((r) => new URL(r.url).search)).toEqual(['?ids=41']);
      await flush(3000);
      expect(statusCalls()).toHaveLength(2);
      expect(uploaded).toEqual([{ id: 41, fid: 41, name: 'a.pdf', status: 'uploaded' }]);
      expect(ui.rows()).toHaveLength(0);
      expect(ui.status()).toBe('a.pdf uploaded.');
    });

    it('pending → virus: keeps the row inactive with a virus marker; onUploaded is not called', async () => {
      const ui = await render();
      await choose(ui, [pdf('eicar.txt')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'eicar.txt', fid: 42, message: 'm' });
      statusAnswers.push({ '42': 'virus' });
      await flush(2000);
      expect(ui.row().dataset.phase).toBe('virus');
      expect(ui.row().querySelector('[part=virus-marker]')?.textContent).toBe('Virus');
      expect(ui.status()).toBe('eicar.txt: a virus was found; the file cannot be opened.');
      expect(uploaded).toEqual([]);
    });

    it('an answer of uploaded at once needs no polling', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'uploaded', name: 'a.pdf', fid: 5, message: 'm' });
      await flush(10_000);
      expect(uploaded.map((f) => f.id)).toEqual([5]);
      expect(statusCalls()).toHaveLength(0);
      expect(ui.rows()).toHaveLength(0);
    });

    it('gives up after the 11th poll (341991 ms in all) with Retry, which starts the schedule again', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'a.pdf', fid: 43, message: 'm' });
      for (let i = 0; i < 11; i++) statusAnswers.push({ '43': 'pending' });
      await flush(341_991 - 1);
      expect(statusCalls()).toHaveLength(10);
      expect(ui.row().dataset.phase).toBe('scanning');
      await flush(1);
      expect(statusCalls()).toHaveLength(11);
      expect(ui.row().dataset.phase).toBe('stalled');
      expect(ui.row().textContent).toContain('The virus scan is taking longer than expected.');
      expect(ui.status()).toBe('a.pdf: the virus scan is taking longer than expected.');

      ui.button('Check the scan of a.pdf again')?.click();
      await flush();
      expect(ui.row().dataset.phase).toBe('scanning');
      statusAnswers.push({ '43': 'uploaded' });
      await flush(2000);
      expect(statusCalls()).toHaveLength(12);
      expect(uploaded.map((f) => f.id)).toEqual([43]);
    });

    it('pauses while offline (and says so) and while hidden, and polls again once back', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'a.pdf', fid: 44, message: 'm' });
      await flush();
      setEnvironment({ online: false });
      await flush(60_000);
      expect(statusCalls()).toHaveLength(0);
      expect(ui.row().textContent).toContain('Offline: the scan is checked again once you are back online.');
      setEnvironment({ visible: false });
      setEnvironment({ online: true });
      await flush(60_000);
      expect(statusCalls()).toHaveLength(0);
      statusAnswers.push({ '44': 'uploaded' });
      setEnvironment({ visible: true });
      await flush();
      expect(statusCalls()).toHaveLength(1);
      expect(uploaded.map((f) => f.id)).toEqual([44]);
    });

    it('stops polling when the element leaves the page', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'a.pdf', fid: 45, message: 'm' });
      await flush();
      ui.host.remove();
      await flush(400_000);
      expect(statusCalls()).toHaveLength(0);
    });

    it('a file the server no longer knows fails the row', async () => {
      const ui = await render();
      await choose(ui, [pdf('a.pdf')]);
      fake();
      lastXhr().respond(200, { status: 'pending', name: 'a.pdf', fid: 46, message: 'm' });
      statusAnswers.push({});
      await flush(2000);
      expect(ui.row().querySelector('.hr-uploads-message')?.textContent).toBe('Unable to upload file.');
    });
  });

  it('takes files dropped onto the drop target, showing the drop state while dragging', async () => {
    const ui = await render();
    const zone = ui.zone();
    const drag = (type: string, files: File[] = []) => {
      const event = new Event(type, { bubbles: true, cancelable: true }) as DragEvent;
      Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files, dropEffect: 'none' } });
      zone.dispatchEvent(event);
      return event;
    };
    expect(drag('dragenter').defaultPrevented).toBe(true);
    await settle();
    expect(zone.hasAttribute('data-hr-drop-active')).toBe(true);
    expect(ui.root.textContent).toContain('Drop the files to upload them');
    expect(drag('dragover').defaultPrevented).toBe(true);
    drag('dragleave');
    await settle();
    expect(zone.hasAttribute('data-hr-drop-active')).toBe(false);
    drag('dragenter');
    expect(drag('drop', [pdf('dropped.pdf'), new File(['x'], 'bad.exe')]).defaultPrevented).toBe(true);
    await settle();
    expect(zone.hasAttribute('data-hr-drop-active')).toBe(false);
    expect(Xhr.all).toHaveLength(1);
    expect((lastXhr().field('file') as File).name).toBe('dropped.pdf');
    expect(ui.rows().map((r) => r.dataset.phase)).toEqual(['uploading', 'failed']);
  });

  it('leaves drags without files (text, links) to the page', async () => {
    const ui = await render();
    const event = new Event('dragover', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['text/plain'], files: [] } });
    ui.zone().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
