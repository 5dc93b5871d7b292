import { type InvestorRelations, unwrap } from '@storefront/api-client';
import { ContactCard, DocumentList, RichText, Section } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import classes from './company.module.css';

const messages = defineMessages({
  title: { id: 'web.company.investorsTitle', defaultMessage: 'Investor Relations' },
  description: {
    id: 'web.company.investorsDescription',
    defaultMessage: 'Stock information, announcements, periodic reports, governance and investor contact.',
  },
  announcements: { id: 'web.company.announcements', defaultMessage: 'Announcements' },
  reports: { id: 'web.company.periodicReports', defaultMessage: 'Periodic reports' },
  contact: { id: 'web.company.investorContact', defaultMessage: 'Investor contact' },
});

/** `/investors`: everything in one call (`GET /investor`); a failure is the page's 500. */
export async function loader(args: LoaderFunctionArgs): Promise<InvestorRelations> {
  const { api } = loaderApi(args);
  return unwrap(api.GET('/investor'));
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

/** /investors (SPEC §2): stock information, the documents as PDF downloads, governance, the contact. */
export function Component() {
  const intl = useIntl();
  const { sections, documents, contact } = useLoaderData() as InvestorRelations;
  const stock = sections.find((section) => section.key === 'stock');
  const others = sections.filter((section) => section !== stock);
  const listed = (kind: 'announcement' | 'periodic_report') =>
    documents
      .filter((document) => document.kind === kind)
      .map((document) => ({ ...document, href: document.fileUrl }));
  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        <p className={classes.Lead}>{intl.formatMessage(messages.description)}</p>
      </header>
      {stock ? (
        <Section title={stock.title}>
          <RichText html={stock.content} />
        </Section>
      ) : null}
      <Section title={intl.formatMessage(messages.reports)}>
        <DocumentList documents={listed('periodic_report')} />
      </Section>
      <Section title={intl.formatMessage(messages.announcements)}>
        <DocumentList documents={listed('announcement')} />
      </Section>
      {others.map((section) => (
        <Section key={section.id} title={section.title}>
          <RichText html={section.content} />
        </Section>
      ))}
      {contact ? (
        <Section title={intl.formatMessage(messages.contact)}>
          <div className={classes.Cards}>
            <ContactCard
              title={contact.title}
              description={contact.description}
              phone={contact.phone}
              email={contact.email}
            />
          </div>
        </Section>
      ) : null}
    </div>
  );
}
