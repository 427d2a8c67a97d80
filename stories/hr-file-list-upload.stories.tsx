import { createElement, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createElementClass, defineElement } from '../src/element/define-element';
import { FileUploads } from '../src/components/file-list/upload/file-uploads';
import { browserEnvironment, type PollEnvironment } from '../src/components/file-list/upload/scan-poller';
import { uploadStyles } from '../src/components/file-list/upload/upload.styles';
import { fileNamed, pickFiles, uploadRowOf, uploadStandIns } from './support/file-uploads';

/*
 * The upload part of <hr-file-list> on its own: the picker, the drop zone and one row per upload.
 * It renders inside a small story element (FileUploads needs an element's config and http), with
 * the upload and scan-status calls answered by the stand-ins of ./support/file-uploads.ts (what
 * happens to a file depends on its name); a clean file is active on its second poll.
 */

const TAG = 'hr-file-uploads-story';

interface StoryProps {
  maxSizeMb?: number;
  allowedExtensions?: string;
  /** Polls on a clock 1000× faster, so the give-up state comes after 0.34 s instead of 5.7 min. */
  fastClock?: boolean;
}

const fastEnvironment: PollEnvironment = {
  ...browserEnvironment,
  after(run, ms) {
    const timer = setTimeout(run, ms / 1000);
    return () => clearTimeout(timer);
  },
};

/** What the list would do with a clean upload: here, a line saying so. */
function Story({ maxSizeMb = 10, allowedExtensions = 'pdf,docx,txt,png', fastClock = false }: StoryProps) {
  const zone = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLUListElement>(null);
  return (
    <div ref={zone} className="story-zone" part="base" style={{ padding: '0.75em', border: '1px solid #9aa5b1' }}>
      <FileUploads
        uploaderId="story-uploads"
        allowedExtensions={allowedExtensions.split(',')}
        maxSizeMb={maxSizeMb}
        dropTarget={zone}
        target={{ categoryId: 3, employeeId: 2 }}
        onUploaded={(file) => {
          const item = document.createElement('li');
          item.textContent = `${file.name} is active`;
          done.current?.append(item);
        }}
        {...(fastClock ? { environment: fastEnvironment } : {})}
      />
      <ul ref={done} aria-label="Files" />
    </div>
  );
}

if (!customElements.get(TAG)) {
  defineElement(
    TAG,
    createElementClass<StoryProps>(TAG, Story, {
      props: { maxSizeMb: 'number', allowedExtensions: 'string', fastClock: 'boolean' },
      styles: uploadStyles,
    }),
  );
}

const { sent, scans, handlers, reset } = uploadStandIns({ firstId: 100, cleanAfterPolls: 2 });

function hostOf(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector(TAG);
  if (!host) throw new Error(`<${TAG}> not rendered`);
  return host as HTMLElement;
}

async function shadow(canvasElement: HTMLElement) {
  const host = hostOf(canvasElement);
  const base = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!element) throw new Error('not rendered yet');
    return element;
  });
  return { host, base, ui: within(base) };
}

/** Chooses files with the picker, as a user does through the file dialog. */
async function choose(canvasElement: HTMLElement, files: File[]) {
  const { base, ui } = await shadow(canvasElement);
  await expect(ui.getByRole('button', { name: 'Upload files' })).toBeVisible();
  const input = base.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  pickFiles(input, files);
  return { base, ui };
}

const file = fileNamed;
const rowOf = uploadRowOf;

const meta = {
  title: 'Elements/hr-file-list/Uploads',
  args: { maxSizeMb: 10, allowedExtensions: 'pdf,docx,txt,png', fastClock: false },
  render: ({ maxSizeMb, allowedExtensions, fastClock }) => (
    <div style={{ maxWidth: 480 }}>
      {createElement(TAG, {
        'max-size-mb': maxSizeMb,
        'allowed-extensions': allowedExtensions,
        'fast-clock': fastClock ? '' : undefined,
      })}
    </div>
  ),
  parameters: { msw: { handlers } },
  beforeEach: reset,
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending: a named progress bar per file and a Cancel button, which aborts the upload and removes its row. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const { ui, base } = await choose(canvasElement, [file('slow-contract.pdf', 200_000), file('slow-photo.png')]);
    const bar = await ui.findByRole('progressbar', { name: 'Uploading slow-contract.pdf' });
    await expect(bar).toBeVisible();
    await expect(ui.getByRole('progressbar', { name: 'Uploading slow-photo.png' })).toBeVisible();
    // Both are sent at once; the smaller one's body may be read first.
    await waitFor(() => expect([...sent].sort()).toEqual(['slow-contract.pdf', 'slow-photo.png']));
    await userEvent.click(ui.getByRole('button', { name: 'Cancel the upload of slow-photo.png' }));
    await waitFor(() => expect(rowOf(base, 'slow-photo.png')).toBeUndefined());
    await expect(ui.getByRole('status')).toHaveTextContent('The upload of slow-photo.png was cancelled.');
    await expect(rowOf(base, 'slow-contract.pdf')).toBeDefined();
  },
};

/** The answer is `pending`: the row says the scan runs, polls after 2 s, and the clean file becomes active. */
export const Scanning: Story = {
  play: async ({ canvasElement }) => {
    const { ui, base } = await choose(canvasElement, [file('offer.pdf')]);
    await ui.findByText('Scanning for viruses…');
    await expect(rowOf(base, 'offer.pdf')?.dataset.phase).toBe('scanning');
    // First poll at 2000 ms (pending), the second at 5000 ms (uploaded).
    await ui.findByText('offer.pdf is active');
    await expect(rowOf(base, 'offer.pdf')).toBeUndefined();
    await expect(ui.getByRole('status')).toHaveTextContent('offer.pdf uploaded.');
  },
};

/** The scan finds a virus: the row stays, inactive, with a virus marker, until dismissed. */
export const Virus: Story = {
  play: async ({ canvasElement }) => {
    const { ui, base } = await choose(canvasElement, [file('virus-invoice.pdf')]);
    await ui.findByText('Virus');
    await expect(rowOf(base, 'virus-invoice.pdf')?.dataset.phase).toBe('virus');
    await expect(ui.getByText('A virus was found in this file; it cannot be opened.')).toBeVisible();
    await expect(ui.getByRole('status')).toHaveTextContent('virus-invoice.pdf: a virus was found');
    await expect(ui.queryByText('virus-invoice.pdf is active')).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: 'Dismiss virus-invoice.pdf' }));
    await waitFor(() => expect(rowOf(base, 'virus-invoice.pdf')).toBeUndefined());
  },
};

/** Over maxSize: refused with the catalogue message before any byte is sent. */
export const TooLarge: Story = {
  args: { maxSizeMb: 1 },
  play: async ({ canvasElement }) => {
    const { ui } = await choose(canvasElement, [file('scan.pdf', 1024 * 1024 + 1)]);
    await expect(await ui.findByText('Files must be smaller than 1MB.')).toBeVisible();
    await expect(ui.queryByRole('progressbar')).toBeNull();
    await expect(sent).toEqual([]);
  },
};

/** An extension outside the allow-list (case does not matter; the last extension counts). */
export const WrongExtension: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await choose(canvasElement, [file('invoice.pdf.exe'), file('NOTES.TXT')]);
    await expect(await ui.findByText('The only allowed file extensions are: pdf, docx, txt, png')).toBeVisible();
    await waitFor(() => expect(sent).toEqual(['NOTES.TXT']));
  },
};

/** The server refuses: 403 says it is the contents; any other failure says 'Unable to upload file.' */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await choose(canvasElement, [file('refused.pdf'), file('broken.pdf')]);
    await expect(await ui.findByText('Unable to upload file due to its contents.')).toBeVisible();
    await expect(await ui.findByText('Unable to upload file.')).toBeVisible();
    await expect(ui.queryByRole('progressbar')).toBeNull();
  },
};

/**
 * The scan never ends: after the last wait of the schedule (2000 ms ×1.5 up to 120000 ms) polling
 * stops with Retry. The clock runs 1000× faster here.
 */
export const GiveUp: Story = {
  args: { fastClock: true },
  play: async ({ canvasElement }) => {
    const { ui, base } = await choose(canvasElement, [file('stuck.pdf')]);
    await ui.findByText('The virus scan is taking longer than expected.');
    await expect([...scans.values()].find((scan) => scan.name === 'stuck.pdf')?.polls).toBe(11);
    await expect(rowOf(base, 'stuck.pdf')?.dataset.phase).toBe('stalled');
    await userEvent.click(ui.getByRole('button', { name: 'Check the scan of stuck.pdf again' }));
    await expect(rowOf(base, 'stuck.pdf')?.dataset.phase).toBe('scanning');
    await ui.findByText('The virus scan is taking longer than expected.');
    await expect([...scans.values()].find((scan) => scan.name === 'stuck.pdf')?.polls).toBe(22);
  },
};
