import { KIT_FACTS } from '@storefront/toolbox';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { kitPromotionMessages as m } from './KitPromotion.messages';
import classes from './KitPromotion.module.css';

export interface KitPromotionProps extends ComponentPropsWithRef<'article'> {
  /** URL of the kit's product page. */
  href: string;
  /** Component for the link, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of the kit name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root `<article>`. */
  className?: string;
}

/**
 * The toolbox's promotion of the cap detection kit CD002 (SPEC §1): its facts (SPEC §9) come from
 * @storefront/toolbox, the same place the calculators take the kit's numbers from.
 *
 * **Accessibility:** The title is a heading at `headingLevel` (fit it to the page outline); the facts are a list
 * named 'Kit highlights' (localized).
 *
 * **Data attributes:** none.
 */
export function KitPromotion({
  href,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  className,
  ...rest
}: KitPromotionProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const catalogNumber = KIT_FACTS.catalogNumber;
  return (
    <article {...rest} className={clsx(classes.KitPromotion, className)}>
      <p className={classes.CatalogNumber}>{intl.formatMessage(m.catalogNumber, { catalogNumber })}</p>
      <Heading className={classes.Title}>
        <Icon name="flask" size="lg" />
        <span>{intl.formatMessage(m.title)}</span>
      </Heading>
      <p className={classes.Description}>{intl.formatMessage(m.description)}</p>
      <ul className={classes.Facts} aria-label={intl.formatMessage(m.factsLabel)}>
        <li className={classes.Fact}>
          <Icon name="check-circle" size="sm" />
          <span>
            {intl.formatMessage(m.factWorkflow, { hours: intl.formatNumber(KIT_FACTS.workflowHours) })}
          </span>
        </li>
        <li className={classes.Fact}>
          <Icon name="check-circle" size="sm" />
          <span>
            {intl.formatMessage(m.factRecovery, {
              percent: intl.formatNumber(KIT_FACTS.minRecoveryPercent / 100, { style: 'percent' }),
            })}
          </span>
        </li>
      </ul>
      <LinkElement href={href} className={classes.Link}>
        <span>{intl.formatMessage(m.link, { catalogNumber })}</span>
        <Icon name="arrow-right" size="sm" />
      </LinkElement>
    </article>
  );
}
