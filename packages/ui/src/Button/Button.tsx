import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { LinkComponent } from '../internal/linkComponent';
import classes from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'invisible';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  /** Visual emphasis: one primary action per view, secondary for the rest. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Whether the button fills its container's width. @default 'auto' */
  width?: 'auto' | 'full';
  /** Visual before the label, e.g. `<Icon name="cart" />`. */
  leadingVisual?: ReactNode;
  /** Visual after the label. */
  trailingVisual?: ReactNode;
}

/** A `<button>`: for actions. */
export interface ButtonActionProps
  extends ButtonLookProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  href?: undefined;
  /** Native type; 'button' so that a button inside a form never submits by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Shows a busy state: the label stays for screen readers, clicks are ignored, focus is kept. @default false */
  loading?: boolean;
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A link that looks like a button: for navigation that is the view's main way on (e.g. "Log in"). */
export interface ButtonLinkProps
  extends ButtonLookProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: with it, Button renders a link (`linkComponent`), not a `<button>`. */
  href: string;
  /** Renders the link (e.g. the router's Link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Forwarded to the link. */
  ref?: Ref<HTMLAnchorElement>;
}

export type ButtonProps = ButtonActionProps | ButtonLinkProps;

/**
 * A button for actions; with `href`, a link styled as one (`data-variant`, `data-size`, `data-width` and
 * `data-state` are the same on both). Use Link for navigation inside text.
 *
 * **Accessibility:** A native `button` (or an `a` with `href`), so it is focusable and activates with
 * Enter/Space (link: Enter). While `loading` it gets `aria-busy` and `aria-disabled` (it stays focusable and
 * ignores clicks) and its spinner is hidden from assistive technology. The caller provides the accessible name:
 * visible text, or `aria-label` for an icon-only button.
 *
 * **Data attributes:**
 * - `data-variant`: primary, secondary, accent, danger, invisible
 * - `data-size`: sm, md, lg
 * - `data-width`: auto, full
 * - `data-state`: idle, loading (a link: always idle)
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) return <ButtonLink {...props} />;
  return <ActionButton {...props} />;
}

function ButtonLink({
  variant = 'primary',
  size = 'md',
  width = 'auto',
  leadingVisual,
  trailingVisual,
  linkComponent: LinkElement = 'a',
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <LinkElement
      {...rest}
      className={clsx(classes.Button, className)}
      data-variant={variant}
      data-size={size}
      data-width={width}
      data-state="idle"
    >
      {leadingVisual}
      <span className={classes.Label}>{children}</span>
      {trailingVisual}
    </LinkElement>
  );
}

function ActionButton({
  variant = 'primary',
  size = 'md',
  type = 'button',
  width = 'auto',
  loading = false,
  leadingVisual,
  trailingVisual,
  className,
  children,
  onClick,
  disabled,
  href: _href,
  ...rest
}: ButtonActionProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not disabled) keeps a loading button focusable, so clicks must be dropped here.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={clsx(classes.Button, className)}
      data-variant={variant}
      data-size={size}
      data-width={width}
      data-state={loading ? 'loading' : 'idle'}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className={classes.Spinner} aria-hidden="true" /> : leadingVisual}
      <span className={classes.Label}>{children}</span>
      {trailingVisual}
    </button>
  );
}
