import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { Icon } from '../Icon';
import { backToTopMessages } from './BackToTop.messages';
import classes from './BackToTop.module.css';

export interface BackToTopProps extends ComponentPropsWithRef<'button'> {
  /** Scroll distance in px after which the button appears. @default 400 */
  threshold?: number;
  /**
   * Id of the element that receives focus after the jump (e.g. the skip-link target or `main`), so keyboard
   * users continue from the top. Without it, focus moves to the document body.
   */
  focusTargetId?: string;
  /** Called after the jump (analytics). */
  onBackToTop?: () => void;
  /** Class for the root `<button>`. */
  className?: string;
}

/**
 * A floating button that appears after scrolling and takes the reader back to the top (smoothly unless reduced motion is preferred).
 *
 * **Accessibility:** A native button named 'Back to top' (localized), shown once the page has scrolled past
 * `threshold`; after scrolling it moves focus to the element with id `focusTargetId` when given (pass the page's
 * main heading or skip target so keyboard users land at the top too).
 *
 * **Data attributes:**
 * - root: `data-state`: visible, hidden
 */
export function BackToTop({
  threshold = 400,
  focusTargetId,
  onBackToTop,
  className,
  ...rest
}: BackToTopProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const handleClick = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    if (target) {
      // A non-focusable landmark becomes programmatically focusable for this one move.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else if (document.activeElement instanceof HTMLElement) {
      document.activeElement.blur();
    }
    onBackToTop?.();
  };

  return (
    <button
      {...rest}
      type="button"
      className={clsx(classes.BackToTop, className)}
      data-state={visible ? 'visible' : 'hidden'}
      hidden={!visible}
      aria-label={intl.formatMessage(backToTopMessages.label)}
      onClick={handleClick}
    >
      <Icon name="chevron-up" size="lg" />
    </button>
  );
}
