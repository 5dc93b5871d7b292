import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { CitationLine } from '../CitationLine';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { ItemList } from '../internal/ItemList';
import type { LinkComponent } from '../internal/linkComponent';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { citationListMessages } from './CitationList.messages';
import classes from './CitationList.module.css';
import { bareDoi, doiUrl } from './doiUrl';

/** A publication citing a product; the API's Reference fits as is. */
export interface CitationListReference {
  id: number;
  title: string;
  authors: string;
  journal: string;
  impactFactor: number;
  year: number;
  doi: string;
  catalogNumber: string;
  productName: string;
}

export interface CitationListProps extends HTMLAttributes<HTMLElement> {
  /** The root element (the list, or the block shown instead of it). */
  ref?: Ref<HTMLElement>;
  /** The publications, in display order. */
  references: readonly CitationListReference[];
  /** Detail page URL of the product a publication used; without it the product shows as text. */
  getProductHref?: (reference: CitationListReference) => string;
  /**
   * The ready citation of the product a publication used (the literature page): shown under the entry,
   * selectable and with a copy button. Without it, none.
   */
  getCitationLine?: (reference: CitationListReference) => string;
  /** Whether each entry names the product used (off on a product's own citations tab). @default true */
  showProduct?: boolean;
  /** Shows placeholders while loading. @default false */
  loading?: boolean;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /** Component for product links (DOI links are external `<a>`). @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of publication titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list. @default the localized 'Publications' */
  label?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * Literature citing the products: title, authors, journal, impact factor, year, DOI and product used.
 *
 * **Accessibility:** A list named by `label` (default 'Publications'); each title is a heading at `headingLevel`
 * (fit it to the page outline). While `loading`, `aria-busy` and skeleton items.
 *
 * **Data attributes:**
 * - skeleton item: `data-state`: loading
 */
export function CitationList({
  references,
  getProductHref,
  getCitationLine,
  showProduct = true,
  loading = false,
  emptyState,
  linkComponent: LinkElement = 'a',
  headingLevel = 3,
  label,
  className,
  ref,
  ...rest
}: CitationListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <ItemList
      {...rest}
      ref={ref}
      as="ol"
      listClassName={classes.CitationList}
      className={className}
      label={label ?? intl.formatMessage(citationListMessages.listLabel)}
      items={references}
      loading={loading}
      placeholderCount={3}
      placeholderClassName={classes.Citation}
      placeholder={<Skeleton lines={3} />}
      emptyState={
        emptyState ?? (
          <EmptyState
            icon="flask"
            size="sm"
            headingLevel={headingLevel}
            title={intl.formatMessage(citationListMessages.emptyTitle)}
            description={intl.formatMessage(citationListMessages.emptyDescription)}
          />
        )
      }
      renderItem={(reference) => (
        <li key={reference.id} className={classes.Citation}>
          <Heading className={classes.Title}>{reference.title}</Heading>
          <p className={classes.Authors}>{reference.authors}</p>
          <p className={classes.Source}>
            <cite className={classes.Journal}>{reference.journal}</cite>
            <span className={classes.Year}>{reference.year}</span>
            <span className={classes.ImpactFactor}>
              {intl.formatMessage(citationListMessages.impactFactor, {
                value: intl.formatNumber(reference.impactFactor, { maximumFractionDigits: 3 }),
              })}
            </span>
          </p>
          <p className={classes.Links}>
            <span className={classes.Doi}>
              <span className={classes.Label}>{intl.formatMessage(citationListMessages.doi)}</span>{' '}
              <a
                href={doiUrl(reference.doi)}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.Link}
              >
                {bareDoi(reference.doi)}
                <Icon name="external-link" size="sm" />
                <VisuallyHidden>{intl.formatMessage(citationListMessages.opensInNewTab)}</VisuallyHidden>
              </a>
            </span>
            {showProduct ? (
              <span className={classes.Product}>
                <span className={classes.Label}>{intl.formatMessage(citationListMessages.productUsed)}</span>{' '}
                {getProductHref ? (
                  <LinkElement href={getProductHref(reference)} className={classes.Link}>
                    {reference.catalogNumber} {reference.productName}
                  </LinkElement>
                ) : (
                  <span>
                    {reference.catalogNumber} {reference.productName}
                  </span>
                )}
              </span>
            ) : null}
          </p>
          {getCitationLine ? <CitationLine text={getCitationLine(reference)} /> : null}
        </li>
      )}
    />
  );
}
