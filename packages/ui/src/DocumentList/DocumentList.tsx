import { clsx } from 'clsx';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { parsePublishDate } from '../ArticleList/articleDate';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { mergeRefs } from '../internal/mergeRefs';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { documentListMessages } from './DocumentList.messages';
import classes from './DocumentList.module.css';

/** A downloadable document; the API's InvestorDocument fits with `href` from its `fileUrl`. */
export interface DocumentListDocument {
  id: number;
  title: string;
  /** ISO date, `YYYY-MM-DD`. */
  publishDate: string;
  /** Size of the file in bytes. */
  fileSize: number;
  /** Where the file downloads from. */
  href: string;
  /**
   * The link leads to a page before the file (the resources page's download form, without JavaScript):
   * no `download` attribute, so that the browser shows that page instead of saving it. @default false
   */
  opensPage?: boolean;
}

export interface DocumentListProps extends HTMLAttributes<HTMLElement> {
  /** The root element (the list, or the block shown instead of it). */
  ref?: Ref<HTMLElement>;
  /** Documents, newest first. */
  documents: readonly DocumentListDocument[];
  /** Shows placeholder rows while loading. @default false */
  loading?: boolean;
  /** Replaces the default empty state. */
  emptyState?: ReactNode;
  /**
   * Called when a download link is followed; it may `event.preventDefault()` and fetch the file its own way
   * (the resources page asks a visitor for the download form first).
   */
  onDownload?: (document: DocumentListDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Class for the root element. */
  className?: string;
}

/**
 * Announcements and reports as rows of title, date and a download link with the file's size.
 *
 * **Accessibility:** A list of rows; each download link's name starts with its visible words and ends with the
 * document's title and size (WCAG 2.5.3), dates are `time` elements. While `loading`, `aria-busy` and skeletons;
 * empty: an EmptyState.
 *
 * **Data attributes:** none.
 */
export function DocumentList({
  documents,
  loading = false,
  emptyState,
  onDownload,
  className,
  ref,
  ...rest
}: DocumentListProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <div {...rest} ref={mergeRefs(ref)} className={clsx(classes.DocumentList, className)} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} width="100%" />
        ))}
      </div>
    );
  }
  if (documents.length === 0) {
    return (
      <div {...rest} ref={mergeRefs(ref)} className={className}>
        {emptyState ?? (
          <EmptyState icon="info" size="sm" title={intl.formatMessage(documentListMessages.emptyTitle)} />
        )}
      </div>
    );
  }
  return (
    <ul {...rest} ref={mergeRefs(ref)} className={clsx(classes.DocumentList, className)}>
      {documents.map((document) => {
        const size = intl.formatNumber(Math.max(1, Math.round(document.fileSize / 1024)), {
          style: 'unit',
          unit: 'kilobyte',
          unitDisplay: 'short',
        });
        const date = parsePublishDate(document.publishDate);
        return (
          <li key={document.id} className={classes.Row}>
            <span className={classes.Title}>{document.title}</span>
            <time className={classes.Date} dateTime={document.publishDate}>
              {date
                ? intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
                : document.publishDate}
            </time>
            {/* The visible words start the link's name and the title ends it (WCAG 2.5.3, label in name). */}
            <a
              className={classes.Download}
              href={document.href}
              download={!document.opensPage}
              onClick={onDownload && ((event) => onDownload(document, event))}
            >
              <Icon name="download" />
              <span>{intl.formatMessage(documentListMessages.downloadShort)}</span>
              <span className={classes.Size}>
                {intl.formatMessage(documentListMessages.fileInfo, { size })}
              </span>
              <VisuallyHidden> {document.title}</VisuallyHidden>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
