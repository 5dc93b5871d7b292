import { isApiError, type RichDocument, unwrap } from '@storefront/api-client';
import { parsePublishDate, RichText } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, useLoaderData } from 'react-router-dom';
import type { MetaFunction } from '../../app/meta';
import type { ApiClient } from '../../app/services';
import classes from './company.module.css';

const messages = defineMessages<{ updated: { date: string } }>({
  updated: { id: 'web.company.updated', defaultMessage: 'Last updated: {date}' },
});

/** A stored document by its link id; 404 for a malformed or unknown id. */
export async function loadLegalDocument(
  api: ApiClient,
  fileId: string | null | undefined,
): Promise<RichDocument> {
  if (!fileId || !/^\d{1,9}$/.test(fileId)) throw data(null, { status: 404, statusText: 'Not Found' });
  try {
    return await unwrap(api.GET('/rich_text/{fileId}', { params: { path: { fileId } } }));
  } catch (error) {
    if (isApiError(error, 'E0005')) throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/** The page's title and description are the document's own. */
export const legalDocumentMeta: MetaFunction<RichDocument> = ({ data: document }) => ({
  title: document.title,
  description: document.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160),
});

/** A legal or brand document: its title, when it was last updated, and its sanitised body. */
export function LegalDocumentPage() {
  const intl = useIntl();
  const document = useLoaderData() as RichDocument;
  const updated = parsePublishDate(document.updatedOn);
  return (
    <article className={`${classes.Page} ${classes.Document}`}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{document.title}</h1>
        <p className={classes.Updated}>
          {intl.formatMessage(messages.updated, {
            date: updated
              ? intl.formatDate(updated, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
              : document.updatedOn,
          })}
        </p>
      </header>
      <RichText html={document.content} />
    </article>
  );
}
