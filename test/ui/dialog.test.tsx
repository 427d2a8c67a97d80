import { act, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogDescription, DialogTitle, type DialogProps } from '../../src/ui/dialog/dialog';
import { dialogStyles } from '../../src/ui/dialog/dialog.styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.style.overflow = '';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

type Options = Partial<Omit<DialogProps, 'open' | 'children'>> & { body?: ReactNode; startOpen?: boolean };

/** An opener button and a dialog it opens; the dialog's close request sets `open` false. */
function Harness({ onClose, body, startOpen = false, ...props }: Options) {
  const [open, setOpen] = useState(startOpen);
  const first = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" className="toggle" onClick={() => setOpen(!open)}>
        Toggle
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        {...props}
      >
        {body ?? (
          <>
            <DialogTitle>Delete file</DialogTitle>
            <DialogDescription>It cannot be restored.</DialogDescription>
            <button ref={first} type="button" className="first">
              First
            </button>
            <button type="button" className="second">
              Second
            </button>
          </>
        )}
      </Dialog>
    </>
  );
}

function render(options: Options = {}) {
  act(() => root.render(<Harness {...options} />));
  const dialog = () => container.querySelector('dialog') as HTMLDialogElement;
  return {
    dialog,
    opener: () => container.querySelector<HTMLButtonElement>('.opener') as HTMLButtonElement,
    button: (name: string) => container.querySelector<HTMLButtonElement>(`.${name}`) as HTMLButtonElement,
    open() {
      this.opener().focus();
      act(() => this.opener().click());
    },
    escape() {
      const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      act(() => void (document.activeElement ?? dialog()).dispatchEvent(event));
      return event;
    },
  };
}

describe('Dialog', () => {
  it('opens as a modal, named by its title and described by its description', () => {
    const ui = render();
    expect(ui.dialog().open).toBe(false);
    ui.open();
    const dialog = ui.dialog();
    expect(dialog.open).toBe(true);
    expect(dialog.className).toBe('hr-dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Delete file');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'It cannot be restored.',
    );
  });

  it('has no description reference when it has no description', () => {
    const ui = render({ body: <DialogTitle>Shortcuts</DialogTitle> });
    ui.open();
    expect(ui.dialog().hasAttribute('aria-describedby')).toBe(false);
  });

  it('lets a question be its own name and description', () => {
    const ui = render({
      role: 'alertdialog',
      body: (
        <DialogTitle as="p" describes>
          Discard your changes?
        </DialogTitle>
      ),
    });
    ui.open();
    const dialog = ui.dialog();
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.getAttribute('aria-describedby')).toBe(dialog.getAttribute('aria-labelledby'));
    expect(dialog.querySelector('p')?.id).toBe(dialog.getAttribute('aria-labelledby'));
  });

  it('moves focus to the first focusable element inside on open', () => {
    const ui = render();
    ui.open();
    expect(document.activeElement).toBe(ui.button('first'));
  });

  it('moves focus to a focusable title before the controls after it, as showModal does', () => {
    const ui = render({
      body: (
        <>
          <DialogTitle focusable>Sign in on your phone</DialogTitle>
          <button type="button">Close</button>
        </>
      ),
    });
    ui.open();
    expect(document.activeElement?.localName).toBe('h2');
  });

  it('moves focus to the chosen element on open', () => {
    function Chosen() {
      const second = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open initialFocus={second}>
          <DialogTitle>Pick</DialogTitle>
          <button type="button">One</button>
          <button ref={second} type="button" className="chosen">
            Two
          </button>
        </Dialog>
      );
    }
    act(() => root.render(<Chosen />));
    expect(document.activeElement).toBe(container.querySelector('.chosen'));
  });

  it('gives focus back to the opener when it closes', () => {
    const ui = render();
    ui.open();
    expect(document.activeElement).not.toBe(ui.opener());
    ui.escape();
    expect(ui.dialog().open).toBe(false);
    expect(document.activeElement).toBe(ui.opener());
  });

  it('closes on Escape once, however often Escape is pressed before the caller re-renders', () => {
    const onClose = vi.fn();
    const ui = render({ onClose });
    ui.open();
    const dialog = ui.dialog();
    const first = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const second = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    // Both arrive within one task: React has not re-rendered between them.
    act(() => {
      dialog.dispatchEvent(first);
      dialog.dispatchEvent(second);
    });
    expect(first.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('leaves an Escape that a widget inside already handled alone', () => {
    const onClose = vi.fn();
    const ui = render({ onClose });
    ui.open();
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    act(() => void ui.button('first').dispatchEvent(event));
    expect(onClose).not.toHaveBeenCalled();
    expect(ui.dialog().open).toBe(true);
  });

  it('answers a close request of the browser (cancel) like Escape', () => {
    const onClose = vi.fn();
    const ui = render({ onClose });
    ui.open();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void ui.dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(ui.dialog().open).toBe(false);
  });

  it('tells the caller when a form method=dialog or a script closed it', () => {
    const onClose = vi.fn();
    const ui = render({ onClose });
    ui.open();
    act(() => ui.dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(ui.opener());
  });

  describe('with dismissible={false}', () => {
    it('stays open on Escape, cancelling the keydown so the browser makes no close request', () => {
      const onClose = vi.fn();
      const ui = render({ onClose, dismissible: false });
      ui.open();
      const event = ui.escape();
      expect(event.defaultPrevented).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
      expect(ui.dialog().open).toBe(true);
    });

    it('stays open on a close request of the browser', () => {
      const onClose = vi.fn();
      const ui = render({ onClose, dismissible: false });
      ui.open();
      const cancel = new Event('cancel', { cancelable: true });
      act(() => void ui.dialog().dispatchEvent(cancel));
      expect(cancel.defaultPrevented).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('opens again, focus inside, when the browser closes it anyway', () => {
      const onClose = vi.fn();
      const ui = render({ onClose, dismissible: false });
      ui.open();
      act(() => ui.dialog().close());
      expect(ui.dialog().open).toBe(true);
      expect(document.activeElement).toBe(ui.button('first'));
      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes when its caller says so', () => {
      const ui = render({ dismissible: false });
      ui.open();
      act(() => ui.button('toggle').click());
      expect(ui.dialog().open).toBe(false);
    });
  });

  describe('scroll lock', () => {
    it('stops the page from scrolling while modal and restores its own value after', () => {
      document.documentElement.style.overflow = 'scroll';
      const ui = render();
      ui.open();
      expect(document.documentElement.style.overflow).toBe('hidden');
      ui.escape();
      expect(document.documentElement.style.overflow).toBe('scroll');
    });

    it('keeps the page locked until the last of two modals closes', () => {
      const ui = render();
      const second = document.createElement('div');
      document.body.append(second);
      const other = createRoot(second);
      ui.open();
      act(() => other.render(<Harness startOpen />));
      act(() => ui.button('toggle').click());
      expect(document.documentElement.style.overflow).toBe('hidden');
      act(() => other.unmount());
      expect(document.documentElement.style.overflow).toBe('');
      second.remove();
    });

    it('is released when an open dialog unmounts', () => {
      render({ startOpen: true });
      expect(document.documentElement.style.overflow).toBe('hidden');
      act(() => root.render(null));
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('leaves the page scrolling for a non-modal dialog', () => {
      const ui = render({ modal: false });
      ui.open();
      expect(ui.dialog().open).toBe(true);
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  it('closes a non-modal dialog on Escape', () => {
    const onClose = vi.fn();
    const ui = render({ modal: false, onClose });
    ui.open();
    ui.escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(ui.dialog().open).toBe(false);
  });

  it('shows without motion when the user prefers reduced motion', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([^}]*\}[^}]*\})/.exec(dialogStyles)?.[1] ?? '';
    expect(dialogStyles).toContain('animation: hr-dialog-in');
    expect(reduced).toContain('animation: none');
    expect(reduced).toContain('transition: none');
  });

  it('refuses a title outside a dialog', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => act(() => root.render(<DialogTitle>Alone</DialogTitle>))).toThrow('inside a <Dialog>');
  });
});
