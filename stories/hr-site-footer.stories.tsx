import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-site-footer';
import type { HrSiteFooterElement } from '../elements/hr-site-footer';

/*
 * <hr-site-footer> under a legacy form, as a PHP page prints it. It renders in an open shadow root:
 * plays query inside it. The page toggles it with the documented hr-footer-* events on document.
 */

interface SiteFooterArgs {
  open: boolean;
  disabled: boolean;
  processing: boolean;
  sidebar: boolean;
}

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrSiteFooterElement>('hr-site-footer');
  if (!element) throw new Error('<hr-site-footer> not rendered');
  const bar = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>('[part="bar"]');
    if (!found) throw new Error('<hr-site-footer> has not rendered its bar');
    return found;
  });
  const root = element.shadowRoot as ShadowRoot;
  return {
    element,
    bar,
    submit: root.querySelector('[part="submit"]') as HTMLButtonElement,
    cancel: root.querySelector('[part="cancel"]') as HTMLButtonElement,
    form: canvasElement.querySelector('form') as HTMLFormElement,
  };
}

const fire = (type: string) => document.dispatchEvent(new CustomEvent(type));

const meta = {
  title: 'Elements/hr-site-footer',
  args: { open: true, disabled: false, processing: false, sidebar: false },
  argTypes: {
    open: { control: 'boolean' },
    disabled: { control: 'boolean' },
    processing: { control: 'boolean' },
    sidebar: { control: 'boolean' },
  },
  render: ({ open, disabled, processing, sidebar }) => (
    <div style={{ fontSize: 14, maxWidth: 520 }}>
      <form id="story-job" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="story-title">Job title</label> <input id="story-title" name="title" defaultValue="Engineer" />
      </form>
      <hr-site-footer
        form="story-job"
        open={open || undefined}
        disabled={disabled || undefined}
        processing={processing || undefined}
        sidebar={sidebar || undefined}
      />
    </div>
  ),
} satisfies Meta<SiteFooterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and enabled: Save fires hr-submit and submits the form; Cancel resets it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { element, bar, submit, cancel, form } = await ready(canvasElement);
    await expect(bar).toHaveAttribute('data-state', 'open');
    await expect(bar).toHaveAccessibleName('Form actions');
    await expect(submit).toHaveTextContent('Save');
    const submits: string[] = [];
    form.addEventListener('submit', () => submits.push('submit'));
    element.addEventListener('hr-submit', () => submits.push('hr-submit'));
    await userEvent.click(submit);
    await expect(submits).toEqual(['hr-submit', 'submit']);
    const title = canvasElement.querySelector('#story-title') as HTMLInputElement;
    await userEvent.type(title, ' II');
    await userEvent.click(cancel);
    await expect(title).toHaveValue('Engineer');
  },
};

/** Closed: nothing shows; hr-footer-open slides it up (opening, then open after 400 ms), hr-footer-close down. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const { element, bar } = await ready(canvasElement);
    await expect(bar).not.toBeVisible();
    fire('hr-footer-open');
    await waitFor(() => expect(element).toHaveAttribute('open'));
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'open'));
    await expect(bar).toBeVisible();
    fire('hr-footer-close');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'closed'));
    await expect(bar).not.toBeVisible();
  },
};

/** Disabled: Save is aria-disabled and does nothing; Cancel works. hr-footer-enable brings Save back. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { element, submit, cancel } = await ready(canvasElement);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).not.toHaveAttribute('aria-disabled');
    let submitted = false;
    element.addEventListener('hr-submit', () => (submitted = true));
    await userEvent.click(submit);
    await expect(submitted).toBe(false);
    fire('hr-footer-enable');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
  },
};

/** Processing: both buttons wait, Save reads 'Saving…' and the status says so. */
export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvasElement }) => {
    const { element, submit, cancel } = await ready(canvasElement);
    await expect(submit).toHaveTextContent('Saving…');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(element.shadowRoot?.querySelector('[role="status"]')).toHaveTextContent('Saving…');
    fire('hr-footer-enable');
    await waitFor(() => expect(submit).toHaveTextContent('Save'));
  },
};

/** A sidebar footer: sticky in its container; hr-footer-close closes it after 300 ms, then it slides down. */
export const Sidebar: Story = {
  args: { sidebar: true },
  play: async ({ canvasElement }) => {
    const { bar } = await ready(canvasElement);
    await expect(getComputedStyle(bar).position).toBe('sticky');
    const asked = performance.now();
    fire('hr-footer-close');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'closing'));
    await expect(performance.now() - asked).toBeGreaterThanOrEqual(290);
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'closed'));
  },
};
