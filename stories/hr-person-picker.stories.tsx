import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-person-picker';
import type { HrPersonPickerElement, PersonPickerChangeDetail } from '../elements/hr-person-picker';

/*
 * <hr-person-picker> printed into a legacy form as a PHP page does (plain markup, not React
 * children: the element owns its hidden eeids[] fields). MSW answers
 * GET /ajax/quicksearch.php?query=… with [{id, name, canSeeProfile, imageUrl?}] per story.
 */

const QUICK = '/ajax/quicksearch.php';

const PEOPLE = [
  { id: 1, name: 'Ann Lee', canSeeProfile: true },
  { id: 2, name: 'Anna Roe', canSeeProfile: false, imageUrl: '/missing/photo-2.jpg' },
  { id: 3, name: '<img src=x onerror=alert(1)> Annette', canSeeProfile: true },
  ...Array.from({ length: 22 }, (_, i) => ({ id: 10 + i, name: `Annabel Number ${i + 1}`, canSeeProfile: true })),
];

/** The `query` of every request the handlers saw, per story (reset in beforeEach). */
const asked: string[] = [];
const answer = (body: JsonBodyType, status = 200) =>
  http.get(QUICK, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('query') ?? '');
    return HttpResponse.json(body, { status });
  });

interface PersonPickerArgs {
  /** Markup of the element, as the PHP page prints it. */
  markup: string;
}

const EMPTY = `<hr-person-picker input-id="story-reviewers" description="Add reviewers"></hr-person-picker>`;
const CHOSEN = `<hr-person-picker input-id="story-reviewers" description="Add reviewers" required>
  <input type="hidden" name="eeids[]" value="1" data-name="Ann Lee">
  <input type="hidden" name="eeids[]" value="42" data-name="Grace Hopper" data-image="/missing/photo-42.jpg">
</hr-person-picker>`;

const meta = {
  title: 'Elements/hr-person-picker',
  args: { markup: EMPTY },
  argTypes: { markup: { control: 'text' } },
  render: ({ markup }) => (
    <div style={{ minHeight: 480, fontSize: 14 }}>
      <form action="/reviews/save.php" method="post" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="story-reviewers">Reviewers</label>
        <div style={{ margin: '.4em 0 1em' }} dangerouslySetInnerHTML={{ __html: markup }} />
      </form>
    </div>
  ),
  parameters: { msw: { handlers: [answer(PEOPLE)] } },
  beforeEach() {
    asked.length = 0;
  },
} satisfies Meta<PersonPickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function picker(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector<HrPersonPickerElement>('hr-person-picker');
  if (!host) throw new Error('<hr-person-picker> not rendered');
  await waitFor(() => {
    if (!host.querySelector('[data-hr-ui] [role="status"]')) throw new Error('<hr-person-picker> has not rendered');
  });
  const input = host.control as HTMLInputElement;
  const form = host.closest('form') as HTMLFormElement;
  return {
    host,
    input,
    posted: () => new FormData(form).getAll('eeids[]').map(String),
    options: () => [...host.querySelectorAll<HTMLElement>('[role="option"]')],
    tokens: () =>
      [...host.querySelectorAll<HTMLElement>('.hr-person-picker__token .hr-person-picker__name')].map(
        (name) => name.textContent,
      ),
    activate: () => host.querySelector<HTMLButtonElement>('.hr-person-picker__activate'),
    status: () => host.querySelector('[role="status"]')?.textContent ?? '',
  };
}

async function typeQuery(canvasElement: HTMLElement, query: string) {
  const parts = await picker(canvasElement);
  parts.activate()?.click();
  await waitFor(() => expect(parts.input.hidden).toBe(false));
  fireEvent.input(parts.input, { target: { value: query } });
  return parts;
}

/** Inactive: the description button; the input appears (focused) when it is used. */
export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    const { input, activate, posted } = await picker(canvasElement);
    await expect(activate()).toHaveTextContent('Add reviewers');
    await expect(activate()).toHaveAccessibleName('Add reviewers (Reviewers)');
    await expect(input.hidden).toBe(true);
    await expect(posted()).toEqual([]);
    await userEvent.click(activate() as HTMLButtonElement);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** Active with results: at most 20, the first preselected; hostile names are text. */
export const ActiveWithResults: Story = {
  play: async ({ canvasElement }) => {
    const { input, options, status } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(options()).toHaveLength(20));
    await expect(asked).toEqual(['ann']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options()[2]).toHaveTextContent('<img src=x onerror=alert(1)> Annette');
    await expect(canvasElement.querySelectorAll('[onerror]')).toHaveLength(0);
    await waitFor(() => expect(status()).toBe('20 results are available.'));
  },
};

/** Chosen people from the page's hidden fields; Enter adds one, Backspace removes the last. */
export const ChosenPeople: Story = {
  args: { markup: CHOSEN },
  play: async ({ canvasElement }) => {
    const changes: PersonPickerChangeDetail[] = [];
    canvasElement.addEventListener('hr-change', (event) =>
      changes.push((event as CustomEvent<PersonPickerChangeDetail>).detail),
    );
    const { input, options, tokens, posted } = await picker(canvasElement);
    await expect(tokens()).toEqual(['Ann Lee', 'Grace Hopper']);
    await expect(posted()).toEqual(['1', '42']);
    await expect(canvasElement.querySelector('[aria-label="Remove Grace Hopper"]')).not.toBeNull();
    input.focus();
    fireEvent.input(input, { target: { value: 'ann' } });
    // Ann Lee is chosen already: not suggested again.
    await waitFor(() => expect(options()).toHaveLength(20));
    await expect(options()[0]).toHaveTextContent('Anna Roe');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posted()).toEqual(['1', '42', '2']));
    await expect(changes).toEqual([{ name: 'eeids[]', value: '1,42,2', ids: [1, 42, 2] }]);
    fireEvent.keyDown(input, { key: 'Backspace' });
    await waitFor(() => expect(tokens()).toEqual(['Ann Lee', 'Grace Hopper']));
  },
};

/** Nothing found: 'No matches for "{query}"', no listbox. */
export const NoResults: Story = {
  parameters: { msw: { handlers: [answer([])] } },
  play: async ({ canvasElement }) => {
    const { input, host, status } = await typeQuery(canvasElement, 'zzz');
    await waitFor(() =>
      expect(host.querySelector('.hr-person-picker__popup')).toHaveTextContent('No matches for "zzz"'),
    );
    await expect(host.querySelector('[role="listbox"]')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(status()).toBe('No matches for "zzz"'));
  },
};

/** The server refused (403: a 5xx GET is first retried with back-off): the catalogue message and hr-error. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [answer({ error: 'Forbidden' }, 403)] } },
  play: async ({ canvasElement }) => {
    const errors: unknown[] = [];
    canvasElement.addEventListener('hr-error', (event) => errors.push((event as CustomEvent).detail));
    const { host } = await typeQuery(canvasElement, 'ann');
    await waitFor(() =>
      expect(host.querySelector('.hr-person-picker__note--error')).toHaveTextContent(
        'Oops. Something went wrong. Please try again.',
      ),
    );
    await expect(errors).toEqual([{ status: 403, message: 'Oops. Something went wrong. Please try again.' }]);
  },
};

/** Disabled: nothing is posted, the remove buttons and the input are disabled. */
export const Disabled: Story = {
  args: { markup: CHOSEN.replace('required', 'disabled') },
  play: async ({ canvasElement }) => {
    const { input, posted, host } = await picker(canvasElement);
    await expect(posted()).toEqual([]);
    await expect(input).toBeDisabled();
    for (const button of host.querySelectorAll('button')) await expect(button).toBeDisabled();
  },
};
