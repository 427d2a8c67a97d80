import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-file-list';

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

interface FileListArgs {
  employeeId: number;
}

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
  render: ({ employeeId }) => (
    <div style={{ maxWidth: 720 }}>
      <hr-file-list employee-id={String(employeeId)} config={ADMIN_CONFIG} />
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
