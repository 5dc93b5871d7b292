import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { VisuallyHidden } from '../VisuallyHidden';
import { cartLinkMessages } from './CartLink.messages';
import classes from './CartLink.module.css';

export interface CartLinkProps extends ComponentPropsWithRef<'a'> {
  /** The cart page, e.g. '/cart' or '/en/cart'. */
  href: string;
  /** Number of items in the cart (the cart state's `total`, the sum of counts). @default 0 */
  count?: number;
  /** Largest number the badge spells out; more shows as e.g. '99+'. @default 99 */
  max?: number;
  /**
   * Show the word 'Cart' next to the icon: always, never, or `'sm'`, from the `sm` breakpoint (640 px) up, so
   * that a phone's header shows the icon and its badge alone. @default true
   */
  showText?: boolean | 'sm';
  /** Component for the link, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root link. */
  className?: string;
}

/**
 * Header link to the cart with a count badge. The accessible name comes from hidden text ('Cart, 3 items',
 * starting with the visible word); the visible word and badge are hidden from assistive technology, so the
 * name is never contradicted by a capped badge such as '99+'.
 *
 * **Accessibility:** A link whose accessible name is the hidden text 'Cart, n items'; the visible word and the
 * badge are `aria-hidden`. Nothing to provide but `href` and `count`.
 *
 * **Data attributes:**
 * - root: `data-state`: filled, empty (the count is 0)
 */
export function CartLink({
  href,
  count = 0,
  max = 99,
  showText = true,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: CartLinkProps) {
  const intl = useIntl();
  const badge = count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count);
  return (
    <LinkElement
      {...rest}
      href={href}
      className={clsx(classes.CartLink, className)}
      data-state={count > 0 ? 'filled' : 'empty'}
    >
      <span className={classes.IconWrap}>
        <Icon name="cart" size="md" />
        {count > 0 ? (
          <span className={classes.Badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      {showText ? (
        <span className={clsx(classes.Text, showText === 'sm' && classes.TextFromSm)} aria-hidden="true">
          {intl.formatMessage(cartLinkMessages.text)}
        </span>
      ) : null}
      <VisuallyHidden>{intl.formatMessage(cartLinkMessages.label, { count })}</VisuallyHidden>
    </LinkElement>
  );
}
