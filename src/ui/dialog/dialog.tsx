import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { useDialog, type DialogBehaviour } from './use-dialog';

interface DialogIds {
  title: string;
  description: string;
  describe(id: string | null): void;
}

const DialogContext = createContext<DialogIds | null>(null);

function useDialogIds(component: string): DialogIds {
  const ids = useContext(DialogContext);
  if (!ids) throw new Error(`${component} must be inside a <Dialog>`);
  return ids;
}

export interface DialogProps extends Partial<Omit<DialogBehaviour, 'open'>> {
  open: boolean;
  /** `alertdialog` for a question that interrupts (APG alert dialog); default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Added to `hr-dialog`; include `dialogStyles` (dialog.styles.ts) in the element's stylesheet. */
  className?: string;
  part?: string;
  /** Inline style of the `<dialog>` (a movable non-modal dialog places itself with it). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A dialog on the native `<dialog>` (WAI-ARIA APG dialog pattern). Modal by default: the top layer
 * makes the page inert and traps Tab; the page does not scroll behind it. Focus goes in on open
 * (`initialFocus`, an `autofocus` element or the first focusable one) and back to the opener on
 * close. Escape calls `onClose` unless `dismissible={false}`, which keeps it open against Escape
 * and every other close request. Named by its `<DialogTitle>`, described by its `<DialogDescription>`.
 */
export function Dialog({
  open,
  modal = true,
  dismissible = true,
  onClose,
  initialFocus,
  role,
  className,
  part,
  style,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [described, setDescribed] = useState<string | null>(null);
  const handlers = useDialog(ref, { open, modal, dismissible, onClose, initialFocus });
  const ids = { title: `${id}t`, description: `${id}d`, describe: setDescribed };

  return (
    <DialogContext.Provider value={ids}>
      <dialog
        ref={ref}
        className={className ? `hr-dialog ${className}` : 'hr-dialog'}
        part={part}
        style={style}
        role={role}
        aria-labelledby={ids.title}
        aria-describedby={described ?? undefined}
        {...handlers}
      >
        {children}
      </dialog>
    </DialogContext.Provider>
  );
}

export interface DialogTitleProps {
  children: ReactNode;
  className?: string;
  /** A heading by default; a question dialog may name itself with its paragraph. */
  as?: 'h2' | 'p';
  /** The title is the description too (a yes/no question is both). */
  describes?: boolean;
  /** Makes the title focusable from script (tabindex -1), to park focus inside on a content change. */
  focusable?: boolean;
  ref?: Ref<HTMLHeadingElement & HTMLParagraphElement>;
  part?: string;
}

/** The dialog's accessible name (`aria-labelledby`). */
export function DialogTitle({
  children,
  className,
  as: Tag = 'h2',
  describes,
  focusable,
  ref,
  part,
}: DialogTitleProps) {
  const ids = useDialogIds('DialogTitle');
  useDescribes(ids, describes ? ids.title : null);
  return (
    <Tag ref={ref} id={ids.title} className={className} part={part} tabIndex={focusable ? -1 : undefined}>
      {children}
    </Tag>
  );
}

export interface DialogDescriptionProps {
  children: ReactNode;
  className?: string;
}

/** The dialog's description (`aria-describedby`), announced after its name. */
export function DialogDescription({ children, className }: DialogDescriptionProps) {
  const ids = useDialogIds('DialogDescription');
  useDescribes(ids, ids.description);
  return (
    <p id={ids.description} className={className}>
      {children}
    </p>
  );
}

function useDescribes({ describe }: DialogIds, id: string | null) {
  useLayoutEffect(() => {
    if (id === null) return;
    describe(id);
    return () => describe(null);
  }, [describe, id]);
}
