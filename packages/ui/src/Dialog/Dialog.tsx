import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { dialogMessages } from './Dialog.messages';
import classes from './Dialog.module.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends Omit<ComponentPropsWithRef<'dialog'>, 'title'> {
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, backdrop click). */
  onOpenChange?: (open: boolean) => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Short text under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Actions row at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  /** Maximum width. @default 'md' */
  size?: DialogSize;
  /** Element to focus on open; by default the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Class for the root `<dialog>`. */
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: showModal() makes the rest of the page inert (so focus
 * cannot leave), Escape closes it, and focus goes back to the element that opened it.
 *
 * **Accessibility:** The `dialog` is labelled by its `title` (an `h2`) and described by `description`; the close
 * button is named 'Close'. Opening moves focus to `initialFocusRef` (or, natively, the first focusable element).
 * The caller provides `title`.
 *
 * **Data attributes:**
 * - root: `data-size`: sm, md, lg; `data-state`: open, closed
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  className,
  ref,
  ...rest
}: DialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect so the dialog is in the top layer before the first paint (no flash of closed content).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  const handleClose = () => {
    // Fired for every way of closing (Escape, our close(), a form method=dialog), so state follows the DOM.
    if (open) setOpen(false);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      {...rest}
      ref={mergeRefs(dialogRef, ref)}
      className={clsx(classes.Dialog, className)}
      data-size={size}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
      onKeyDown={(event) => {
        // Escape closes through state, which also covers browsers that skip the native cancel after a
        // repeated request and scripted key events; preventDefault stops the native close running too.
        if (event.key === 'Escape') {
          event.preventDefault();
          setOpen(false);
        }
      }}
      onClick={(event) => {
        // The dialog box has no padding, so a click whose target is the <dialog> itself hit the backdrop.
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className={classes.Surface}>
        <header className={classes.Header}>
          <h2 id={titleId} className={classes.Title}>
            {title}
          </h2>
          <button
            type="button"
            className={classes.CloseButton}
            aria-label={intl.formatMessage(dialogMessages.close)}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className={classes.Description}>
            {description}
          </p>
        ) : null}
        {children ? <div className={classes.Body}>{children}</div> : null}
        {footer ? <footer className={classes.Footer}>{footer}</footer> : null}
      </div>
    </dialog>
  );
}
