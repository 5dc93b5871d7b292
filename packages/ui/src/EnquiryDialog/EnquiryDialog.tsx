import {
  type ComponentProps,
  type ComponentPropsWithRef,
  lazy,
  type ReactNode,
  Suspense,
  useState,
  useSyncExternalStore,
} from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../Button';
import buttonClasses from '../Button/Button.module.css';
import { Dialog } from '../Dialog';
import type { Enquiry, EnquiryFormOwnProps } from '../EnquiryForm';
import { useControllableState } from '../internal/useControllableState';
import { Skeleton } from '../Skeleton';
import { enquiryDialogMessages as messages } from './EnquiryDialog.messages';

/**
 * The form's own props but its frame's; `formComponent`, `posted` and `sent` let it post itself through a
 * router's fetcher (a dialog is no page to redirect to), as a page's form posts through the router's form.
 * The DOM props (`ref`, `id`, `data-*`, …) are the root `<dialog>`'s.
 */
export interface EnquiryDialogProps
  extends Omit<ComponentPropsWithRef<'dialog'>, 'title' | 'open' | 'onSubmit'>,
    Omit<EnquiryFormOwnProps, 'secondaryAction' | 'className'> {
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
  /**
   * Where the trigger leads before the page's script runs (or without JavaScript): a page that holds the
   * EnquiryForm posting to the server. Once hydrated the trigger is the button that opens the dialog.
   */
  fallbackHref?: string;
  /** Emphasis of the trigger button. @default 'accent' */
  triggerVariant?: ButtonVariant;
  /** Dialog title. @default 'Enquiry / Quote' (询价 / 报价) */
  title?: ReactNode;
  /** Class for the root `<dialog>`. */
  className?: string;
}

/**
 * The form (with its fields and rules, some 12 KB gzip) is fetched when the trigger is pointed at, focused
 * or pressed, not with the page: a page with the dialog closed never needs it.
 */
let loadedEnquiryForm: typeof import('../EnquiryForm/EnquiryForm').EnquiryForm | undefined;
const loadEnquiryForm = () =>
  import('../EnquiryForm/EnquiryForm').then((module) => {
    loadedEnquiryForm = module.EnquiryForm;
    return module;
  });
const LazyEnquiryForm = lazy(() => loadEnquiryForm().then((module) => ({ default: module.EnquiryForm })));

/**
 * The form, chosen once per opening: loaded already (the trigger was pointed at or focused), at once;
 * else lazily, behind a placeholder. Never swapped while open, which would empty what was typed.
 */
function EnquiryForm(props: ComponentProps<typeof LazyEnquiryForm>) {
  const [Form] = useState(() => loadedEnquiryForm ?? LazyEnquiryForm);
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once the page's script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The product page's enquiry / quote dialog (SPEC §2 product-detail): the EnquiryForm in the modal Dialog
 * (focus kept inside, Escape closes, focus back to the trigger); it closes itself after a successful send.
 *
 * **Accessibility:** The trigger is a button with `aria-haspopup="dialog"` (before hydration, a link to
 * `fallbackHref`); the modal is a `Dialog` labelled by `title`, holding the EnquiryForm (see its notes). The form
 * is a chunk of its own, fetched when the trigger is pointed at, focused or pressed: until it is there the dialog
 * shows an `aria-busy` placeholder. Needs a `ToastProvider` above it for the outcome.
 *
 * **Data attributes:**
 * - fallback link: `data-variant` (the `triggerVariant`), `data-size`: md; the button: Button's
 * - dialog: Dialog's (`data-size`, `data-state`)
 */
export function EnquiryDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger = 'button',
  triggerLabel,
  triggerVariant = 'accent',
  fallbackHref,
  title,
  className,
  onSubmit,
  onSent,
  industries,
  areas,
  product,
  otherTreeName,
  otherTreeNameLabel,
  defaultValues,
  siteLocale,
  label,
  action,
  formComponent,
  posted,
  sent,
  ...rest
}: EnquiryDialogProps) {
  const intl = useIntl();
  const formProps = {
    onSubmit,
    industries,
    areas,
    product,
    otherTreeName,
    otherTreeNameLabel,
    defaultValues,
    siteLocale,
    label,
    action,
    formComponent,
    posted,
    sent,
  };
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const hydrated = useHydrated();
  const triggerText = triggerLabel ?? intl.formatMessage(messages.trigger);
  return (
    <>
      {trigger === 'button' && fallbackHref !== undefined && !hydrated ? (
        // Styled as the button it becomes, so that nothing moves when the script takes over.
        <a href={fallbackHref} className={buttonClasses.Button} data-variant={triggerVariant} data-size="md">
          <span className={buttonClasses.Label}>{triggerText}</span>
        </a>
      ) : trigger === 'button' ? (
        <Button
          variant={triggerVariant}
          aria-haspopup="dialog"
          onPointerEnter={loadEnquiryForm}
          onFocus={loadEnquiryForm}
          onClick={() => setOpen(true)}
        >
          {triggerText}
        </Button>
      ) : null}
      <Dialog
        {...rest}
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
