import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-file-list';
import { fileNamed, pickFiles, uploadRowOf, uploadStandIns } from './support/file-uploads';

/*
 * <hr-file-list> as a PHP page prints it, answered by msw stand-ins for the files routes of
 * docs/api/files.yaml. It renders in an open shadow root: plays query inside it.
 */

const CATEGORIES = '/ajax/files/categories.php';
const LIST = '/ajax/employee_files.php';
const SECTION = '/ajax/employees/files/employee_file_section_status.php';

interface StoryFile {
  id: number;
  name: string;
  status?: 'pending' | 'uploaded' | 'virus';
  shared?: boolean;
}

const THREE_SECTIONS = [
  { id: 1, name: 'Signed Documents', kind: 'keep', open: true },
  { id: 2, name: 'Onboarding', kind: 'normal', open: true },
  { id: 3, name: 'Tax Forms', kind: 'normal', open: false },
];
const THREE_FILES = new Map<number, StoryFile[]>([
  [1, [{ id: 11, name: 'Handbook acknowledgement.pdf', shared: true }]],
  [
    2,
    [
      { id: 21, name: 'Offer letter – José Álvarez.pdf', shared: true },
      { id: 22, name: 'I-9 verification.pdf' },
      { id: 23, name: 'Scanned passport.jpg', status: 'pending' },
      { id: 24, name: 'invoice_2026.pdf', status: 'virus' },
    ],
  ],
  [3, [{ id: 31, name: 'W-4 2026.pdf' }]],
]);

const BIG = 5000;
const bigFiles = (): StoryFile[] =>
  Array.from({ length: BIG }, (_, i) => ({ id: 1000 + i, name: `Scan ${String(i + 1).padStart(4, '0')}.pdf` }));

const toFile = (file: StoryFile, categoryId: number) => ({
  fid: file.id,
  size: 48_000 + file.id * 7,
  type: file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase(),
  status: 'uploaded',
  shared: false,
  temporary: false,
  categoryId,
  employeeId: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...file,
});

function handlers(categories: typeof THREE_SECTIONS, files: Map<number, StoryFile[]>, canManage = true) {
  return [
    http.get(CATEGORIES, () => HttpResponse.json({ success: true, canManage, categories })),
    http.get(LIST, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const category = categories.find((c) => c.id === id);
      return HttpResponse.json({
        success: true,
        category,
        employeeId: 2,
        files: (files.get(id) ?? []).map((f) => toFile(f, id)),
      });
    }),
    http.get(SECTION, () => HttpResponse.json({ success: true })),
  ];
}

/**
 * The page config's signed-in user: an admin, so the lists are asked for. An object: React 19
 * sets it as the element's `config` property.
 */
const ADMIN_CONFIG = {
  user: { id: 2, employeeId: 2, firstName: 'Ada', lastName: 'Lovelace', isAdmin: true },
};

/** An employee (not an admin) on their own record: no managing, uploads into their own files only. */
const EMPLOYEE_CONFIG = { user: { id: 4, employeeId: 4, firstName: 'Eve', lastName: 'Ito', isAdmin: false } };

interface FileListArgs {
  employeeId: number;
  /** Turns uploads on (the upload stories). */
  uploaderId?: string;
  /** The page user: the admin unless a story says otherwise. */
  asEmployee?: boolean;
}

// ---- uploads in the list -------------------------------------------------------------------------
// The upload and scan-status calls (./support/file-uploads.ts): a clean file is active at the
// first poll (2 s).
const {
  sent,
  scans,
  handlers: uploadHandlers,
  reset: resetUploads,
} = uploadStandIns({ firstId: 500, cleanAfterPolls: 1 });

/** Chooses files with the list's picker, as a user does through the file dialog. */
async function chooseInList(canvasElement: HTMLElement, files: File[]) {
  const { base, ui: view } = await ui(canvasElement);
  await waitFor(() => expect(view.getByRole('button', { name: 'Upload files' })).toBeVisible());
  const input = base.querySelector<HTMLInputElement>('.hr-uploads input[type=file]');
  if (!input) throw new Error('no file input');
  pickFiles(input, files);
  return { base, view };
}

const aFile = fileNamed;
const uploadRow = uploadRowOf;
const uploadStatus = (base: HTMLElement) => base.querySelector('.hr-uploads [role=status]');
const uploadParameters = { msw: { handlers: [...uploadHandlers, ...handlers(THREE_SECTIONS, THREE_FILES)] } };

async function ui(canvasElement: HTMLElement, waitForGrid = true) {
  const host = canvasElement.querySelector('hr-file-list');
  if (!host) throw new Error('<hr-file-list> not rendered');
  const base = await waitFor(() => {
    const found = host.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!found) throw new Error('<hr-file-list> has not rendered');
    if (waitForGrid && !found.querySelector('[role=grid]')) throw new Error('no grid yet');
    return found;
  });
  return { host, base, ui: within(base) };
}

const meta = {
  title: 'Elements/hr-file-list',
  args: { employeeId: 2 },
  argTypes: { employeeId: { control: 'number' } },
  render: ({ employeeId, uploaderId, asEmployee }) => (
    <div style={{ maxWidth: 720 }}>
      <hr-file-list
        employee-id={String(employeeId)}
        uploader-id={uploaderId}
        config={asEmployee ? EMPLOYEE_CONFIG : ADMIN_CONFIG}
      />
    </div>
  ),
  parameters: { msw: { handlers: handlers(THREE_SECTIONS, THREE_FILES) } },
} satisfies Meta<FileListArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three sections: a protected keep category, an open one whose files are clean, scanning and
 * infected, and a closed one. Pending files cannot be opened; the virus file is marked.
 */
export const ThreeSections: Story = {
  play: async ({ canvasElement }) => {
    const { ui: view } = await ui(canvasElement);
    const grid = view.getByRole('grid', { name: 'Employee files' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '8'));
    await expect(view.getByRole('button', { name: /^Tax Forms/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(view.getByRole('link', { name: 'I-9 verification.pdf' })).toBeVisible();
    await expect(view.queryByRole('link', { name: 'Scanned passport.jpg' })).toBeNull();
    await expect(view.getByText('Scanning for viruses')).toBeVisible();
    await expect(view.getByText('Virus found')).toBeVisible();
  },
};

/** No categories at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers([], new Map()) } },
  play: async ({ canvasElement }) => {
    const { ui: view } = await ui(canvasElement, false);
    await waitFor(() => expect(view.getByText('There are no file categories yet.')).toBeVisible());
  },
};

/** The categories have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(CATEGORIES, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { base, ui: view } = await ui(canvasElement, false);
    await expect(view.getByText('Loading files…')).toBeVisible();
    await expect(base).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * 5,000 files in one section: only the rows near the viewport are in the DOM, the grid still
 * reports every row, and ArrowDown from the last rendered row scrolls the next one into view.
 */
export const FiveThousandFiles: Story = {
  parameters: {
    msw: {
      handlers: handlers([{ id: 2, name: 'Scans', kind: 'normal', open: true }], new Map([[2, bigFiles()]])),
    },
  },
  play: async ({ canvasElement }) => {
    const { base, ui: view } = await ui(canvasElement);
    const grid = view.getByRole('grid');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(BIG + 1)));
    const rendered = base.querySelectorAll('[role=row]').length;
    await expect(rendered).toBeLessThan(80);
    await expect(rendered).toBeGreaterThan(5);
    const first = view.getByRole('button', { name: /^Scans/ });
    first.focus();
    for (let i = 0; i < 40; i++) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => {
      const active = base.getRootNode() instanceof ShadowRoot ? (base.getRootNode() as ShadowRoot).activeElement : null;
      expect(active?.closest('[role=row]')).toHaveAttribute('aria-rowindex', '41');
    });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => {
      const active = (base.getRootNode() as ShadowRoot).activeElement;
      expect(active?.closest('[role=row]')).toHaveAttribute('aria-rowindex', String(BIG + 1));
    });
    await expect(view.getByText('Scan 5000.pdf')).toBeVisible();
  },
};

/** A file's actions menu, opened from the keyboard: Enter on its button, arrows through the items. */
export const ContextMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui: view } = await ui(canvasElement);
    const focused = () => host.shadowRoot?.activeElement;
    const button = await waitFor(() => view.getByRole('button', { name: 'Actions for I-9 verification.pdf' }));
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await waitFor(() => view.getByRole('menu', { name: 'File actions' }));
    await expect(menu).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Open', 'Rename', 'Move', 'Share', 'Delete']);
    await waitFor(() => expect(focused()).toBe(items[0]));
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe(items[1]);
  },
};

/** Two files checked (the second with Shift, which checks the range): the bulk bar offers Move and Delete. */
export const BulkBar: Story = {
  play: async ({ canvasElement }) => {
    const { ui: view } = await ui(canvasElement);
    await userEvent.click(
      await waitFor(() => view.getByRole('checkbox', { name: 'Select Offer letter – José Álvarez.pdf' })),
    );
    fireEvent.click(view.getByRole('checkbox', { name: 'Select Scanned passport.jpg' }), { shiftKey: true });
    const bar = await waitFor(() => view.getByRole('toolbar', { name: '3 selected' }));
    await expect(within(bar).getByRole('button', { name: 'Move…' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Delete…' })).toBeVisible();
    await expect(view.getByRole('checkbox', { name: 'Select I-9 verification.pdf' })).toBeChecked();
  },
};

/** The server refuses the list (403): its message shows, and the section offers Try again. */
export const Errors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(CATEGORIES, () => HttpResponse.json({ success: true, canManage: false, categories: THREE_SECTIONS })),
        http.get(LIST, () => HttpResponse.json({ error: 'You do not have access to these files.' }, { status: 403 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui: view } = await ui(canvasElement);
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('You do not have access to these files.'));
    await expect(view.getAllByText('Could not load these files.')).toHaveLength(3);
  },
};

/**
 * Uploading in the list: one row per file above the grid, with a progress bar and Cancel; Cancel
 * aborts the upload, removes its row and says so. The grid stays usable meanwhile.
 */
export const ListUploading: Story = {
  args: { uploaderId: 'story-list' },
  parameters: uploadParameters,
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { base, view } = await chooseInList(canvasElement, [
      aFile('slow-contract.pdf', 200_000),
      aFile('slow-scan.png'),
    ]);
    await expect(await view.findByRole('progressbar', { name: 'Uploading slow-contract.pdf' })).toBeVisible();
    await expect(view.getByRole('progressbar', { name: 'Uploading slow-scan.png' })).toBeVisible();
    // Both are sent at once; the smaller one's body may be read first.
    await waitFor(() => expect([...sent].sort()).toEqual(['slow-contract.pdf', 'slow-scan.png']));
    await expect(view.getByRole('link', { name: 'I-9 verification.pdf' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Cancel the upload of slow-scan.png' }));
    await waitFor(() => expect(uploadRow(base, 'slow-scan.png')).toBeUndefined());
    await expect(uploadStatus(base)).toHaveTextContent('The upload of slow-scan.png was cancelled.');
    await expect(uploadRow(base, 'slow-contract.pdf')?.dataset.phase).toBe('uploading');
  },
};

/**
 * Scanning, then active: the upload row says the scan runs; once the status call says
 * `uploaded` the row goes and the file is a link in its section of the grid.
 */
export const ListScanningToActive: Story = {
  args: { uploaderId: 'story-list' },
  parameters: uploadParameters,
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { base, view } = await chooseInList(canvasElement, [aFile('Benefits enrolment.pdf')]);
    await view.findByText('Scanning for viruses…');
    await expect(uploadRow(base, 'Benefits enrolment.pdf')?.dataset.phase).toBe('scanning');
    await expect(view.queryByRole('link', { name: 'Benefits enrolment.pdf' })).toBeNull();
    const link = await view.findByRole('link', { name: 'Benefits enrolment.pdf' });
    await expect(link.closest('[role=row]')).toHaveAttribute('part', 'file uploaded');
    await expect(uploadRow(base, 'Benefits enrolment.pdf')).toBeUndefined();
    await expect(uploadStatus(base)).toHaveTextContent('Benefits enrolment.pdf uploaded.');
    await expect(view.getByRole('button', { name: /^Onboarding/ })).toHaveTextContent('5 files');
  },
};

/** The scan finds a virus: the upload row stays with the virus marker; the file never becomes a link. */
export const ListVirus: Story = {
  args: { uploaderId: 'story-list' },
  parameters: uploadParameters,
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { base, view } = await chooseInList(canvasElement, [aFile('virus-invoice.pdf')]);
    await waitFor(() => expect(uploadRow(base, 'virus-invoice.pdf')?.dataset.phase).toBe('virus'));
    await expect(base.querySelector('[part=virus-marker]')).toHaveTextContent('Virus');
    await expect(view.getByText('A virus was found in this file; it cannot be opened.')).toBeVisible();
    await expect(uploadStatus(base)).toHaveTextContent('virus-invoice.pdf: a virus was found');
    await expect(view.queryByRole('link', { name: 'virus-invoice.pdf' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Dismiss virus-invoice.pdf' }));
    await waitFor(() => expect(uploadRow(base, 'virus-invoice.pdf')).toBeUndefined());
  },
};

/**
 * The scan never ends: after the last wait of the schedule (2000 ms ×1.5 up to 120000 ms) polling
 * stops with Retry, which starts the schedule again. Once the list is shown, waits of 2 s and more
 * run 1000× faster here (the play's own waits stay under 2 s).
 */
export const ListGiveUpAndRetry: Story = {
  args: { uploaderId: 'story-list' },
  parameters: uploadParameters,
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { ui: shown } = await ui(canvasElement);
    await waitFor(() => expect(shown.getByRole('button', { name: 'Upload files' })).toBeVisible());
    // The poller's delays (2 s and up) run 1000 times faster; the waits below (WAIT, not a poll
    // delay) keep their real length, long enough for a loaded machine.
    const WAIT = 14_999;
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) =>
      realSetTimeout(
        run,
        ms !== undefined && ms >= 2000 && ms !== WAIT ? ms / 1000 : ms,
        ...rest,
      )) as typeof window.setTimeout;
    try {
      const { base, view } = await chooseInList(canvasElement, [aFile('stuck.pdf')]);
      const stalled = 'The virus scan is taking longer than expected.';
      await view.findByText(stalled, {}, { timeout: WAIT });
      await expect([...scans.values()].find((scan) => scan.name === 'stuck.pdf')?.polls).toBe(11);
      await expect(uploadRow(base, 'stuck.pdf')?.dataset.phase).toBe('stalled');
      await expect(uploadStatus(base)).toHaveTextContent('stuck.pdf: the virus scan is taking longer than expected.');
      await userEvent.click(view.getByRole('button', { name: 'Check the scan of stuck.pdf again' }));
      // The check again polls eleven more times (1000 times faster), then gives up again. The old
      // message may still be on screen right after the click: wait for the polls, then the row.
      await waitFor(() => expect([...scans.values()].find((scan) => scan.name === 'stuck.pdf')?.polls).toBe(22), {
        timeout: WAIT,
      });
      await waitFor(() => expect(uploadRow(base, 'stuck.pdf')?.dataset.phase).toBe('stalled'), { timeout: WAIT });
      await expect(view.getByText(stalled)).toBeVisible();
      await expect(view.queryByRole('link', { name: 'stuck.pdf' })).toBeNull();
    } finally {
      window.setTimeout = realSetTimeout;
    }
  },
};

/**
 * Upload errors in the list: a wrong extension is refused before anything is sent; the server's
 * 403 says it is the contents; any other failure says 'Unable to upload file.'. Each failed row
 * can be dismissed; the grid is untouched.
 */
export const ListUploadErrors: Story = {
  args: { uploaderId: 'story-list' },
  parameters: uploadParameters,
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { base, view } = await chooseInList(canvasElement, [
      aFile('setup.exe'),
      aFile('refused.pdf'),
      aFile('broken.pdf'),
    ]);
    await expect(await view.findByText(/^The only allowed file extensions are: pdf, doc, docx/)).toBeVisible();
    await expect(await view.findByText('Unable to upload file due to its contents.')).toBeVisible();
    await expect(await view.findByText('Unable to upload file.')).toBeVisible();
    await expect(sent).toEqual(['refused.pdf', 'broken.pdf']);
    await expect(view.queryByRole('progressbar')).toBeNull();
    await expect([...base.querySelectorAll('.hr-uploads-row')].map((r) => (r as HTMLElement).dataset.phase)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    await userEvent.click(view.getByRole('button', { name: 'Dismiss setup.exe' }));
    await waitFor(() => expect(uploadRow(base, 'setup.exe')).toBeUndefined());
    await expect(view.getByRole('grid', { name: 'Employee files' })).toHaveAttribute('aria-rowcount', '8');
  },
};

/**
 * An employee on their own files: Open only and no Add category, but the upload picker is there;
 * the upload is filed into their own record.
 */
export const EmployeeUploads: Story = {
  args: { employeeId: 4, uploaderId: 'story-list', asEmployee: true },
  parameters: {
    msw: { handlers: [...uploadHandlers, ...handlers(THREE_SECTIONS, THREE_FILES, false)] },
  },
  beforeEach: resetUploads,
  play: async ({ canvasElement }) => {
    const { base, view } = await chooseInList(canvasElement, [aFile('My certificate.pdf')]);
    await expect(view.queryByRole('button', { name: 'Add category' })).toBeNull();
    await expect(view.queryAllByRole('checkbox')).toHaveLength(0);
    await view.findByRole('link', { name: 'My certificate.pdf' });
    await expect(uploadStatus(base)).toHaveTextContent('My certificate.pdf uploaded.');
    await expect(sent).toEqual(['My certificate.pdf']);
  },
};
