import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-form-guard';
import '../elements/hr-password-input';
import type { HrFormGuardElement } from '../elements/hr-form-guard';

/*
 * <hr-form-guard> around a legacy form. Its question renders in an open shadow root: plays query
 * inside it. A click no one cancelled is cancelled at the window here, so the story never leaves.
 * Don't Save navigates, so the e2e suite covers it (test/e2e/hr-form-guard.e2e.ts).
 */

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrFormGuardElement>('hr-form-guard');
  if (!element) throw new Error('<hr-form-guard> not rendered');
  const dialog = await waitFor(() => {
    const found = element.shadowRoot?.querySelector('dialog');
    if (!found) throw new Error('<hr-form-guard> has not rendered');
    return found;
  });
  const part = (name: string) => element.shadowRoot?.querySelector(`[part="${name}"]`) as HTMLButtonElement;
  return {
    element,
    dialog,
    part,
    title: canvasElement.querySelector('#story-guard-title') as HTMLInputElement,
    link: canvasElement.querySelector('#story-guard-leave') as HTMLAnchorElement,
  };
}

/** What the window saw of the last click: whether a listener before it held the link. */
function watchClicks() {
  const seen: boolean[] = [];
  const onClick = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { held: () => seen.at(-1), stop: () => window.removeEventListener('click', onClick) };
}

const meta = {
  title: 'Elements/hr-form-guard',
  render: () => (
    <div style={{ fontSize: 14, maxWidth: 520 }}>
      <hr-form-guard>
        <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 4 }}>
          <label htmlFor="story-guard-title">Job title</label>
          <input id="story-guard-title" name="title" defaultValue="Engineer" />
          <label htmlFor="story-guard-password">Password</label>
          <hr-password-input>
            <input id="story-guard-password" type="password" name="password" autoComplete="new-password" />
          </hr-password-input>
          <button type="submit" style={{ justifySelf: 'start' }}>
            Save
          </button>
        </form>
      </hr-form-guard>
      <p>
        <a id="story-guard-leave" href="/employees/list.php">
          Back to the employee list
        </a>
      </p>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchanged: a link goes, no question. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, link } = await ready(canvasElement);
    const clicks = watchClicks();
    try {
      await userEvent.click(link);
      await expect(clicks.held()).toBe(false);
      await expect(dialog.open).toBe(false);
    } finally {
      clicks.stop();
    }
  },
};

/** Changed: the link is held and 'Just Checking...' asks; Save Changes has the focus; Escape stays. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog, part, title, link } = await ready(canvasElement);
    const clicks = watchClicks();
    try {
      await userEvent.type(title, ' II');
      await userEvent.click(link);
      await expect(clicks.held()).toBe(true);
      await waitFor(() => expect(dialog.open).toBe(true));
      await expect(dialog).toHaveAttribute('role', 'alertdialog');
      await expect(dialog).toHaveAccessibleName('Just Checking...');
      await expect(dialog).toHaveAccessibleDescription('You have changes on this page that are not saved yet.');
      await expect(element.shadowRoot?.activeElement).toBe(part('save'));
      await expect([part('save').textContent, part('discard').textContent]).toEqual(['Save Changes', "Don't Save"]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog.open).toBe(false));
      await expect(link).toHaveFocus();
    } finally {
      clicks.stop();
    }
  },
};

/** A form helper's change counts: typing a password, then Save Changes submits; after the save a link goes. */
export const SaveChanges: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, part, link } = await ready(canvasElement);
    const clicks = watchClicks();
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    let submitted = 0;
    form.addEventListener('submit', () => (submitted += 1));
    try {
      await userEvent.type(canvasElement.querySelector('#story-guard-password') as HTMLInputElement, 'n3w pass');
      await userEvent.click(link);
      await waitFor(() => expect(dialog.open).toBe(true));
      await userEvent.click(part('save'));
      await waitFor(() => expect(dialog.open).toBe(false));
      await expect(submitted).toBe(1);
      await userEvent.click(link);
      await expect(clicks.held()).toBe(false);
      await expect(dialog.open).toBe(false);
    } finally {
      clicks.stop();
    }
  },
};
