import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-insertable-list';
import type { HrInsertableListElement, InsertableListChangeDetail } from '../elements/hr-insertable-list';

/*
 * <hr-insertable-list> around a PHP page's <select>, as on demo/forms.html. MSW answers
 * POST /ajax/list_insert.php like the demo server: {ret, id, message}, with 409/403 refusals that
 * carry ret 'ERROR' and a message.
 */

const INSERT = '/ajax/list_insert.php';

/** The form fields of every insert the handlers saw, per story (reset in beforeEach). */
const sent: Array<Record<string, string>> = [];
let nextId = 100;

const answer = (body: (fields: Record<string, string>) => JsonBodyType, status = 200) =>
  http.post(INSERT, async ({ request }) => {
    const fields = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push(fields);
    return HttpResponse.json(body(fields), { status });
  });

const added = answer((fields) => ({
  ret: 'SUCCESS',
  id: nextId++,
  message: `Added "${fields.name}" to Job title.`,
  name: fields.name,
}));

interface InsertableListArgs {
  errorMessage?: string;
  disabled?: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrInsertableListElement>('hr-insertable-list');
  if (!element) throw new Error('<hr-insertable-list> not rendered');
  const add = await waitFor(() => {
    const button = element.querySelector<HTMLButtonElement>('.hr-insertable-list__add');
    if (!button) throw new Error('<hr-insertable-list> has not rendered');
    return button;
  });
  return {
    element,
    add,
    select: element.control as HTMLSelectElement,
    input: () => element.querySelector<HTMLInputElement>('.hr-insertable-list__input'),
    alert: () => element.querySelector('[role="alert"]') as HTMLElement,
  };
}

async function addOption(canvasElement: HTMLElement, name: string) {
  const parts = await ready(canvasElement);
  await userEvent.click(parts.add);
  const input = await waitFor(() => {
    const found = parts.input();
    if (!found) throw new Error('the input did not open');
    return found;
  });
  if (name) await userEvent.type(input, name);
  await userEvent.keyboard('{Enter}');
  return parts;
}

const meta = {
  title: 'Elements/hr-insertable-list',
  args: {},
  argTypes: { errorMessage: { control: 'text' }, disabled: { control: 'boolean' } },
  render: ({ errorMessage, disabled }) => (
    <form style={{ minHeight: 180, fontSize: 14 }} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="story-job-title" style={{ display: 'block', marginBottom: 4 }}>
        Job title
      </label>
      <hr-insertable-list field="jobTitle" error-message={errorMessage} disabled={disabled || undefined}>
        <select id="story-job-title" name="jobTitle" defaultValue="20">
          <option value="">–Select–</option>
          <option value="20">Engineer</option>
          <option value="23">Designer</option>
          <option value="25">HR Generalist</option>
        </select>
      </hr-insertable-list>
    </form>
  ),
  parameters: { msw: { handlers: [added] }, actions: { handles: ['hr-change', 'hr-error'] } },
  beforeEach() {
    sent.length = 0;
  },
} satisfies Meta<InsertableListArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the page's select and an "Add new option" button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { add, select } = await ready(canvasElement);
    await expect(add).toHaveTextContent('Add new option');
    await expect(select.value).toBe('20');
  },
};

/** Enter posts ajax/action/name/field; SUCCESS adds the option, selects it and fires hr-change. */
export const AddOption: Story = {
  play: async ({ canvasElement }) => {
    const changes: InsertableListChangeDetail[] = [];
    canvasElement.addEventListener('hr-change', (event) => changes.push(event.detail as InsertableListChangeDetail));
    const { select, input } = await addOption(canvasElement, 'Staff Engineer');
    await waitFor(() => expect(select.selectedOptions[0]?.text).toBe('Staff Engineer'));
    await expect(sent).toEqual([{ ajax: '1', action: 'new-section', name: 'Staff Engineer', field: 'jobTitle' }]);
    await expect(changes).toEqual([{ name: 'jobTitle', value: select.value, text: 'Staff Engineer', added: true }]);
    await expect(input()).toBeNull();
  },
};

/** The input open, with its counter (maxlength 100). */
export const InputOpen: Story = {
  play: async ({ canvasElement }) => {
    const { add, input } = await ready(canvasElement);
    await userEvent.click(add);
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(input()).toHaveAttribute('maxlength', '100');
    await userEvent.type(input() as HTMLInputElement, 'Chief of Staff');
    await expect(canvasElement.querySelector('.hr-insertable-list__counter')).toHaveTextContent(
      'This field can accept 86 more characters.',
    );
  },
};

/** An empty name: 'You must enter a new option to the list.', nothing sent. */
export const EmptyName: Story = {
  play: async ({ canvasElement }) => {
    const { alert } = await addOption(canvasElement, '');
    await waitFor(() => expect(alert()).toHaveTextContent('You must enter a new option to the list.'));
    await expect(sent).toEqual([]);
  },
};

/** The error-message attribute replaces the catalogue text. */
export const CustomMessage: Story = {
  args: { errorMessage: 'Type a job title to add.' },
  play: async ({ canvasElement }) => {
    const { alert } = await addOption(canvasElement, '   ');
    await waitFor(() => expect(alert()).toHaveTextContent('Type a job title to add.'));
  },
};

/** The server refuses a duplicate (409, ret ERROR): its message is shown, the input stays. */
export const Duplicate: Story = {
  parameters: {
    msw: {
      handlers: [
        answer((fields) => ({ ret: 'ERROR', id: null, message: `"${fields.name}" is already in the list.` }), 409),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { alert, input, select } = await addOption(canvasElement, 'Engineer');
    await waitFor(() => expect(alert()).toHaveTextContent('"Engineer" is already in the list.'));
    await expect(input()).toHaveValue('Engineer');
    await expect(select.value).toBe('20');
  },
};

/** Anything but SUCCESS or ERROR: 'Error processing your request.' */
export const UnexpectedAnswer: Story = {
  parameters: { msw: { handlers: [answer(() => ({ ok: true }))] } },
  play: async ({ canvasElement }) => {
    const { alert } = await addOption(canvasElement, 'Chef');
    await waitFor(() => expect(alert()).toHaveTextContent('Error processing your request.'));
  },
};

/** Escape closes the input and returns focus to "Add new option". */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const { add, input, element } = await ready(canvasElement);
    await userEvent.click(add);
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('Half{Escape}');
    await waitFor(() => expect(element.querySelector('.hr-insertable-list__add')).toHaveFocus());
    await expect(sent).toEqual([]);
  },
};

/** Disabled: the select is not posted and the list cannot grow. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { add, select } = await ready(canvasElement);
    await expect(select).toBeDisabled();
    await expect(add).toBeDisabled();
  },
};
