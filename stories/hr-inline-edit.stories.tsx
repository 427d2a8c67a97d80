import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-inline-edit';

/*
 * <hr-inline-edit> as a PHP page prints it: attributes plus the current value between the tags.
 * The element is lazy: it shows that light-DOM text until the first click, focus or hover, then
 * mounts React in an open shadow root. Play functions therefore query inside `host.shadowRoot`.
 */

const SAVE_URL = '/ajax/inline_edit/save.php';
const LOCKED = 'This field is locked by payroll until Friday.';
/** 80 letters, no hyphen or space to break at: wider than the 360px paragraph in any font. */
const LONG_WORD = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
const LONG_VALUE = `Head of the ${LONG_WORD} liaison office, responsible for payroll, benefits, time tracking, onboarding and offboarding, quarterly reviews, works council relations, the pension plan and the annual salary round across all EMEA regions.`;
const HOSTILE = '<img src=x onerror=alert(1)>';

interface InlineEditArgs {
  /** `save-src` */
  saveSrc: string;
  /** `record-id` */
  recordId: string;
  label: string;
  /** The value printed between the tags. */
  text: string;
  placeholder?: string;
  disabled?: boolean;
}

/** Requests the save handlers saw, so plays can assert what was (or was not) posted. */
const posted: Array<{ id: string | null; value: string | null; ajax: string | null; token: string | null }> = [];

async function readForm(request: Request) {
  const form = new URLSearchParams(await request.text());
  const entry = {
    id: form.get('id'),
    value: form.get('value'),
    ajax: form.get('ajax'),
    token: request.headers.get('X-CSRF-Token'),
  };
  posted.push(entry);
  return entry;
}

/** Answers like save.php: `{}` on success, `{"error": …}` when the fields are not what the element must send. */
const saveOk = http.post(SAVE_URL, async ({ request }) => {
  const { id, value, ajax, token } = await readForm(request);
  if (token !== 'storybook-token') return HttpResponse.json({ error: 'Missing CSRF token' }, { status: 403 });
  if (!id || !value || ajax !== '1')
    return HttpResponse.json({ error: `Bad form: id=${id} value=${value} ajax=${ajax}` });
  return HttpResponse.json({ success: true });
});

function hostOf(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector('hr-inline-edit');
  if (!host) throw new Error('<hr-inline-edit> not rendered');
  return host;
}

/**
 * Queries inside the element's shadow root, once React has rendered there. (Testing Library cannot
 * take the ShadowRoot itself: its error output only prints elements, so the `base` part is used.)
 */
async function shadow(host: HTMLElement) {
  const base = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!element) throw new Error('<hr-inline-edit> has not rendered into its shadow root (not activated)');
    return element;
  });
  return within(base);
}

/**
 * Opens the editor the way a mouse user does. The pointer reaches the element first: that hover
 * activates it (React renders the display button into the shadow root) and the click then lands on
 * that button. `userEvent.click(host)` alone would hover first too, but its click stays targeted
 * at the host, which an activated element ignores (see the Editing story for a click that arrives
 * with no hover before it).
 */
async function startEditing(canvasElement: HTMLElement) {
  const host = hostOf(canvasElement);
  await userEvent.hover(host);
  const ui = await shadow(host);
  await userEvent.click(ui.getByRole('button', { name: /^Edit / }));
  const input = (await ui.findByRole('textbox')) as HTMLInputElement;
  return { host, ui, input };
}

/** Replaces the value in the open editor and presses Save. */
async function saveValue(canvasElement: HTMLElement, value: string) {
  const editing = await startEditing(canvasElement);
  // Select the old value and type over it. (userEvent.clear() cannot be used: it compares
  // document.activeElement with the input, which is the shadow host here.)
  await userEvent.type(editing.input, value, {
    initialSelectionStart: 0,
    initialSelectionEnd: editing.input.value.length,
  });
  await expect(editing.input).toHaveValue(value);
  await userEvent.click(editing.ui.getByRole('button', { name: 'Save' }));
  return editing;
}

/** Collects the details of one hr-* event fired from inside the canvas. */
function recordEvents(canvasElement: HTMLElement, name: 'hr-change' | 'hr-error'): unknown[] {
  const details: unknown[] = [];
  canvasElement.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
}

const meta = {
  title: 'Elements/hr-inline-edit',
  args: {
    saveSrc: SAVE_URL,
    recordId: '42',
    label: 'Job title',
    text: 'Engineer',
  },
  argTypes: {
    saveSrc: { name: 'save-src', control: 'text' },
    recordId: { name: 'record-id', control: 'text' },
    disabled: { control: 'boolean' },
  },
  render: ({ saveSrc, recordId, label, text, placeholder, disabled }) => (
    <p style={{ maxWidth: 360, lineHeight: 1.5 }}>
      <hr-inline-edit
        save-src={saveSrc}
        record-id={recordId}
        label={label}
        placeholder={placeholder}
        disabled={disabled || undefined}
      >
        {text}
      </hr-inline-edit>
    </p>
  ),
  parameters: {
    msw: { handlers: [saveOk] },
  },
  beforeEach() {
    posted.length = 0;
  },
} satisfies Meta<InlineEditArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Display mode as the page loads it: the server's text, made keyboard reachable, React not mounted yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    await expect(host).toHaveTextContent('Engineer');
    await expect(host).toHaveAttribute('role', 'button');
    await expect(host).toHaveAttribute('tabindex', '0');
    await expect(host).toHaveAttribute('aria-label', 'Edit Job title: Engineer');
    await expect(host.shadowRoot).toBeNull();
  },
};

/**
 * A click that reaches the element before any hover or focus (`element.click()` from page script,
 * assistive technology that clicks without moving focus) mounts React straight into editing: the
 * input holds the current value and has focus, with Save and Cancel beside it.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    await expect(host.shadowRoot).toBeNull();
    await fireEvent.click(host);
    const ui = await shadow(host);
    const input = ui.getByRole('textbox');
    await expect(input).toBeVisible();
    await expect(input).toHaveValue('Engineer');
    await expect(input).toHaveAccessibleName('Job title');
    await expect(host.shadowRoot?.activeElement).toBe(input);
    await expect(ui.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The server has not answered yet: the new value shows optimistically and "Saving…" is announced. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SAVE_URL, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { host, ui } = await saveValue(canvasElement, 'Staff Engineer');
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent('Saving…'));
    await expect(ui.queryByRole('textbox')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Edit Job title: Staff Engineer' })).toBeVisible();
    await expect(host.shadowRoot?.querySelector('[part="base"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server accepted the value: it is highlighted for 1500 ms and `hr-change` fires. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const changes = recordEvents(canvasElement, 'hr-change');
    const { host, ui } = await saveValue(canvasElement, 'Staff Engineer');
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part~="highlight"]')).not.toBeNull());
    await expect(host.shadowRoot?.querySelector('[part~="highlight"]')).toHaveTextContent('Staff Engineer');
    await expect(ui.getByRole('status')).toHaveTextContent('Saved');
    await expect(ui.queryByRole('button', { name: 'Dismiss message' })).toBeNull();
    await expect(posted).toEqual([{ id: '42', value: 'Staff Engineer', ajax: '1', token: 'storybook-token' }]);
    await expect(changes).toEqual([{ id: 42, value: 'Staff Engineer' }]);
  },
};

/** save.php refuses with `{"error": …}`: its text is shown and announced, and the original value comes back. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post(SAVE_URL, () => HttpResponse.json({ error: LOCKED }))] },
  },
  play: async ({ canvasElement }) => {
    const errors = recordEvents(canvasElement, 'hr-error');
    const { ui } = await saveValue(canvasElement, 'Staff Engineer');
    // Announced once through the polite status region; the visible message has a dismiss button.
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent(LOCKED));
    await expect(ui.getByText(LOCKED, { selector: '[part~="error"] span' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Edit Job title: Engineer' })).toHaveTextContent('Engineer');
    await expect(ui.queryByText('Staff Engineer')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Dismiss message' })).toBeVisible();
    await expect(errors).toEqual([{ status: 200, message: LOCKED }]);
  },
};

/** `record-id="0"`: nothing is posted and the editor explains why. */
export const NoId: Story = {
  args: { recordId: '0' },
  play: async ({ canvasElement }) => {
    const { ui, input } = await startEditing(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent('Error: No ID defined'));
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(posted).toEqual([]);
  },
};

/** `disabled`: plain text, not focusable, and a click does not open an editor. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    await expect(host).not.toHaveAttribute('tabindex');
    await expect(host).not.toHaveAttribute('role');
    await userEvent.click(host);
    const ui = await shadow(host);
    await expect(ui.queryByRole('textbox')).toBeNull();
    await expect(ui.queryByRole('button')).toBeNull();
    await expect(ui.getByText('Engineer')).toBeVisible();
    await expect(posted).toEqual([]);
  },
};

/** 300 characters with an 80-letter word in a 360px paragraph: the value must wrap inside it, not overflow. */
export const LongValue: Story = {
  args: { text: LONG_VALUE },
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    const paragraph = host.parentElement as HTMLElement;
    await expect(LONG_VALUE).toHaveLength(300);
    await expect(host).toHaveTextContent(LONG_VALUE);
    const { ui } = await startEditing(canvasElement);
    await expect(ui.getByRole('textbox')).toHaveValue(LONG_VALUE);
    await userEvent.keyboard('{Escape}');
    const display = await ui.findByRole('button', { name: `Edit Job title: ${LONG_VALUE}` });
    // The display button wraps inside the paragraph instead of running past its right edge.
    await expect(display.getBoundingClientRect().right).toBeLessThanOrEqual(
      paragraph.getBoundingClientRect().right + 1,
    );
  },
};

/** Markup in the value is text: shown literally in display mode and in the input, never parsed. */
export const HostileText: Story = {
  args: { text: HOSTILE },
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    await expect(host).toHaveTextContent(HOSTILE);
    await expect(host.querySelector('img')).toBeNull();
    const { ui, input } = await startEditing(canvasElement);
    await expect(input).toHaveValue(HOSTILE);
    await userEvent.keyboard('{Escape}');
    const display = await ui.findByRole('button', { name: `Edit Job title: ${HOSTILE}` });
    await expect(display).toHaveTextContent(HOSTILE);
    await expect(host.shadowRoot?.querySelector('img')).toBeNull();
  },
};
