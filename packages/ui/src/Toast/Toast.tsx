import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon';
import { toastMessages } from './Toast.messages';
import classes from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'critical';

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Main line, e.g. 'Added to cart!'. */
  title: ReactNode;
  /** Optional second line. */
  description?: ReactNode;
  /** Meaning and colour; 'critical' is announced assertively (role=alert), the others politely (role=status). @default 'info' */
  tone?: ToastTone;
  /** Called by the dismiss button; without it the button is not shown. */
  onDismiss?: () => void;
  /** Class for the root element. */
  className?: string;
  /** Hover or focus state, so the provider can pause its timer while the toast is being read. */
  onPauseChange?: (paused: boolean) => void;
}

const toneIcon: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'alert',
  critical: 'alert',
};

/**
 * One notification. Usually shown through `useToast().show(...)` rather than rendered directly.
 *
 * **Accessibility:** `role="alert"` for the critical tone, `role="status"` for the others; the dismiss button is
 * named 'Dismiss notification' (localized). The ToastProvider renders the toasts in a `section` named
 * 'Notifications'.
 *
 * **Data attributes:**
 * - toast: `data-tone`: info, success, warning, critical
 * - the provider's viewport: `data-placement`: top-end, bottom-end
 */
export function Toast({
  title,
  description,
  tone = 'info',
  onDismiss,
  className,
  onPauseChange,
  ...rest
}: ToastProps) {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer.
    <div
      {...rest}
      className={clsx(classes.Toast, className)}
      data-tone={tone}
      role={tone === 'critical' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => onPauseChange?.(true)}
      onMouseLeave={() => onPauseChange?.(false)}
      onFocus={() => onPauseChange?.(true)}
      onBlur={() => onPauseChange?.(false)}
    >
      <span className={classes.ToneIcon}>
        <Icon name={toneIcon[tone]} />
      </span>
      <div className={classes.Content}>
        <p className={classes.Title}>{title}</p>
        {description ? <p className={classes.Description}>{description}</p> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={classes.DismissButton}
          aria-label={intl.formatMessage(toastMessages.dismiss)}
          onClick={onDismiss}
        >
          <Icon name="close" size="sm" />
        </button>
      ) : null}
    </div>
  );
}
