import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { type Enquiry, EnquiryForm, type EnquiryFormProps } from '../EnquiryForm';
import { useControllableState } from '../internal/useControllableState';
import { enquiryDialogMessages as messages } from './EnquiryDialog.messages';

export interface EnquiryDialogProps extends Omit<EnquiryFormProps, 'secondaryAction' | 'className'> {
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (trigger, Cancel, Escape, close button, after a send). */
  onOpenChange?: (open: boolean) => void;
  /** 'button' renders a button that opens the dialog; 'none' when the app opens it through `open`. @default 'button' */
  trigger?: 'button' | 'none';
  /** Label of the trigger button. @default 'Enquire' (询价) */
  triggerLabel?: ReactNode;
  /** Emphasis of the trigger button. @default 'accent' */
  triggerVariant?: ButtonVariant;
  /** Dialog title. @default 'Enquiry / Quote' (询价 / 报价) */
  title?: ReactNode;
  /** Class for the root `<dialog>`. */
  className?: string;
}

/**
 * The product page's enquiry / quote dialog (SPEC §2 product-detail): the EnquiryForm in the modal Dialog
 * (focus kept inside, Escape closes, focus back to the trigger); it closes itself after a successful send.
 */
export function EnquiryDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger = 'button',
  triggerLabel,
  triggerVariant = 'accent',
  title,
  className,
  onSent,
  ...formProps
}: EnquiryDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <>
      {trigger === 'button' ? (
        <Button variant={triggerVariant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {triggerLabel ?? intl.formatMessage(messages.trigger)}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title ?? intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        size="lg"
        className={className}
      >
        {/* Mounted only while open, so each opening starts from the prefilled values. */}
        {open ? (
          <EnquiryForm
            {...formProps}
            onSent={(enquiry: Enquiry) => {
              setOpen(false);
              onSent?.(enquiry);
            }}
            secondaryAction={
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            }
          />
        ) : null}
      </Dialog>
    </>
  );
}
