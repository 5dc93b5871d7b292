import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { withAddressBreaks } from './addressBreaks';
import { distributorListMessages } from './DistributorList.messages';
import classes from './DistributorList.module.css';
import { groupDistributors, telUrl, websiteUrl } from './groupDistributors';

/** An authorized distributor; the API's Distributor fits as is. */
export interface DistributorListDistributor {
  id: number;
  name: string;
  country: string;
  countryCode: string;
  region: string;
  email: string;
  phone: string;
  website: string;
  address: string;
}

export interface DistributorListProps extends ComponentPropsWithRef<'div'> {
  /** Distributors in the editors' order; grouped by region, then country. */
  distributors: readonly DistributorListDistributor[];
  /** Shows placeholder cards while loading. @default false */
  loading?: boolean;
  /** Replaces the default empty state (e.g. after a country filter found none). */
  emptyState?: ReactNode;
  /** Heading level of region titles; countries and names take the next levels. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element. */
  className?: string;
}

/**
 * Authorized distributors grouped by region and country, each with its contact lines.
 *
 * **Accessibility:** Regions, countries and distributors are headings at `headingLevel`, +1 and +2 (fit it to
 * the page outline); contact lines are `tel:`, `mailto:` and website links. While `loading`, `aria-busy` and
 * skeleton cards.
 *
 * **Data attributes:**
 * - card: `data-country`: the country code; skeleton card: `data-state`: loading
 */
export function DistributorList({
  distributors,
  loading = false,
  emptyState,
  headingLevel = 2,
  className,
  ...rest
}: DistributorListProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <div {...rest} className={clsx(classes.DistributorList, className)} aria-busy="true">
        <Skeleton width="8rem" />
        <div className={classes.Cards}>
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={index} className={classes.Card} data-state="loading">
              <Skeleton width="60%" />
              <Skeleton lines={4} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (distributors.length === 0) {
    return (
      <div {...rest} className={className}>
        {emptyState ?? (
          <EmptyState
            icon="globe"
            size="sm"
            headingLevel={headingLevel}
            title={intl.formatMessage(distributorListMessages.emptyTitle)}
            description={intl.formatMessage(distributorListMessages.emptyDescription)}
          />
        )}
      </div>
    );
  }
  const RegionHeading = `h${headingLevel}` as const;
  const CountryHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const NameHeading = `h${headingLevel + 2}` as 'h4' | 'h5';
  const newTab = intl.formatMessage(distributorListMessages.opensInNewTab);
  return (
    <div {...rest} className={clsx(classes.DistributorList, className)}>
      {groupDistributors(distributors).map((group) => (
        <section key={group.region} className={classes.Region}>
          <RegionHeading className={classes.RegionTitle}>{group.region}</RegionHeading>
          {group.countries.map(({ country, distributors: list }) => (
            <div key={country} className={classes.Country}>
              <CountryHeading className={classes.CountryTitle}>{country}</CountryHeading>
              <ul className={classes.Cards}>
                {list.map((distributor) => {
                  const site = distributor.website ? websiteUrl(distributor.website) : null;
                  return (
                    <li key={distributor.id} className={classes.Card} data-country={distributor.countryCode}>
                      <NameHeading className={classes.Name}>{distributor.name}</NameHeading>
                      <dl className={classes.Contacts}>
                        {distributor.address ? (
                          <div className={classes.Contact}>
                            <dt>{intl.formatMessage(distributorListMessages.address)}</dt>
                            <dd>{distributor.address}</dd>
                          </div>
                        ) : null}
                        {distributor.phone ? (
                          <div className={classes.Contact}>
                            <dt>{intl.formatMessage(distributorListMessages.phone)}</dt>
                            <dd>
                              <a href={telUrl(distributor.phone)}>{distributor.phone}</a>
                            </dd>
                          </div>
                        ) : null}
                        {distributor.email ? (
                          <div className={classes.Contact}>
                            <dt>{intl.formatMessage(distributorListMessages.email)}</dt>
                            <dd>
                              <a href={`mailto:${distributor.email}`}>
                                <span>{withAddressBreaks(distributor.email)}</span>
                              </a>
                            </dd>
                          </div>
                        ) : null}
                        {site ? (
                          <div className={classes.Contact}>
                            <dt>{intl.formatMessage(distributorListMessages.website)}</dt>
                            <dd>
                              <a href={site.href} target="_blank" rel="noopener noreferrer">
                                <span>{withAddressBreaks(site.text)}</span>
                                <Icon name="external-link" size="sm" />
                                <VisuallyHidden>{newTab}</VisuallyHidden>
                              </a>
                            </dd>
                          </div>
                        ) : null}
                      </dl>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
