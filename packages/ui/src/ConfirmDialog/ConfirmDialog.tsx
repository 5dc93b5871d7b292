import { type ComponentPropsWithRef, type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useControllableState } from '../internal/useControllableState';
import { confirmDialogMessages } from './ConfirmDialog.messages';

export interface ConfirmDialogProps extends Omit<ComponentPropsWithRef<'dialog'>, 'title'> {
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (confirm, cancel, Escape, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Question or statement, e.g. 'Message Succeeded'; the dialog's accessible name. */
  title: ReactNode;
  /** Detail under the title, e.g. 'we will contact you as soon as possible'. */
  description?: ReactNode;
  /**
   * 'confirm' asks (Cancel + confirm button, e.g. 'about to log out, continue?');
   * 'acknowledge' informs (one button). @default 'confirm'
   */
  kind?: 'confirm' | 'acknowledge';
  /** Colour of the confirm button; 'danger' for destructive actions. @default 'primary' */
  tone?: 'primary' | 'danger';
  /** Label of the confirm button. @default 'OK' (确定) */
  confirmLabel?: ReactNode;
  /** Label of the cancel button (kind 'confirm'). @default 'Cancel' (取消) */
  cancelLabel?: ReactNode;
  /**
   * Called on confirm. When it returns a promise the button shows a busy state and the dialog closes once
   * it settles (it stays open if it rejects, so the caller can show why).
   */
  onConfirm?: () => void | Promise<void>;
  /** Called when the dialog is dismissed without confirming. */
  onCancel?: () => void;
  /** Class for the root `<dialog>`. */
  className?: string;
}

/**
 * A small modal that asks for a confirmation or acknowledges that something happened.
 *
 * **Accessibility:** A modal `Dialog` (native `dialog`, labelled by its `title`, described by `description`):
 * focus is trapped, Escape closes it (as cancel) and focus returns to the opener. The caller provides `title`.
 *
 * **Data attributes:**
 * - root (the dialog): `data-size`: sm; `data-state`: open, closed
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  kind = 'confirm',
  tone = 'primary',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  className,
  ...rest
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Whether the closing in progress comes from the confirm button (not a dismissal).
  const confirmingRef = useRef(false);

  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return;
    if (!next && !confirmingRef.current) onCancel?.();
    confirmingRef.current = false;
    setOpen(next);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } catch {
        // The caller reports the failure (e.g. a toast); the dialog stays open so the user can retry.
        setBusy(false);
        return;
      }
      setBusy(false);
    }
    confirmingRef.current = true;
    handleOpenChange(false);
  };

  return (
    <Dialog
      {...rest}
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={confirmRef}
      className={className}
      footer={
        <>
          {kind === 'confirm' ? (
            <Button variant="secondary" disabled={busy} onClick={() => handleOpenChange(false)}>
              {cancelLabel ?? intl.formatMessage(confirmDialogMessages.cancel)}
            </Button>
          ) : null}
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={confirm}
          >
            {confirmLabel ?? intl.formatMessage(confirmDialogMessages.confirm)}
          </Button>
        </>
      }
    />
  );
}
