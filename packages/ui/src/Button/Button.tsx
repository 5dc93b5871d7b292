import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import classes from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'invisible';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual emphasis: one primary action per view, secondary for the rest. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Native type; 'button' so that a button inside a form never submits by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Whether the button fills its container's width. @default 'auto' */
  width?: 'auto' | 'full';
  /** Shows a busy state: the label stays for screen readers, clicks are ignored, focus is kept. @default false */
  loading?: boolean;
  /** Visual before the label, e.g. `<Icon name="cart" />`. */
  leadingVisual?: ReactNode;
  /** Visual after the label. */
  trailingVisual?: ReactNode;
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button for actions (use Link for navigation). */
export function Button({
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
  ...rest
}: ButtonProps) {
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
