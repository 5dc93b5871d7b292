import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { telUrl } from '../DistributorList/groupDistributors';
import { contactCardMessages } from './ContactCard.messages';
import classes from './ContactCard.module.css';

export interface ContactCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title'> {
  /** Who or what to contact: an office, a department. */
  title: string;
  /** A line on what they help with. */
  description?: string;
  /** Postal address. */
  address?: string;
  /** Shown as is, dialled as a `tel:` link. */
  phone?: string;
  /** Shown as is, linked with `mailto:`. */
  email?: string;
  /** Opening hours, e.g. 'Mon-Fri 9:00-17:30'. */
  hours?: string;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Slot under the contact lines, e.g. a link to the careers page. */
  children?: ReactNode;
  /** Marks the card, e.g. the section a link pointed at. @default false */
  highlighted?: boolean;
  /** Id of the root element (an anchor target). */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * One place or department to contact: its address, phone, e-mail and opening hours.
 *
 * **Accessibility:** The title is a heading at `headingLevel` (fit it to the page outline); phone and e-mail are
 * `tel:` and `mailto:` links. Pass `id` to link to the card.
 *
 * **Data attributes:**
 * - root: `data-state`: highlighted (when `highlighted`)
 */
export function ContactCard({
  title,
  description,
  address,
  phone,
  email,
  hours,
  headingLevel = 3,
  children,
  highlighted = false,
  id,
  className,
  ...rest
}: ContactCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const line = (label: keyof typeof contactCardMessages, content: ReactNode) => (
    <div className={classes.Line}>
      <dt className={classes.Label}>{intl.formatMessage(contactCardMessages[label])}</dt>
      <dd className={classes.Value}>{content}</dd>
    </div>
  );
  return (
    <article
      {...rest}
      id={id}
      className={clsx(classes.ContactCard, className)}
      data-state={highlighted ? 'highlighted' : undefined}
    >
      <Heading className={classes.Title}>{title}</Heading>
      {description ? <p className={classes.Description}>{description}</p> : null}
      <dl className={classes.Lines}>
        {address ? line('address', address) : null}
        {phone ? line('phone', <a href={telUrl(phone)}>{phone}</a>) : null}
        {email ? line('email', <a href={`mailto:${email}`}>{email}</a>) : null}
        {hours ? line('hours', hours) : null}
      </dl>
      {children}
    </article>
  );
}
