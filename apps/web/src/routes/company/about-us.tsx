import { type AboutUs, unwrap } from '@storefront/api-client';
import { ContactCard, RichText, Section, SubCategoryNav, Timeline } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { type Locale, languageTags, localizePath } from '../../i18n/locale';
import classes from './company.module.css';
import { JsonLdScript } from './JsonLdScript';
import { organizationJsonLd } from './jsonLd';

const messages = defineMessages({
  title: { id: 'web.company.aboutTitle', defaultMessage: 'About Us' },
  description: {
    id: 'web.company.aboutDescription',
    defaultMessage: 'Our company profile, history, honours and culture, and how to reach our offices.',
  },
  sections: { id: 'web.company.aboutSections', defaultMessage: 'About us sections' },
});

/** `childId` as a section id: a positive integer, or null when absent or malformed. */
function childIdOf(url: URL): number | null {
  const value = url.searchParams.get('childId');
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

interface AboutUsData {
  about: AboutUs;
  /** The section shown: `childId`'s, or the first. */
  sectionId: number;
  locale: Locale;
  origin: string;
}

/** `/about-us?childId=`: one section of the page at a time; 404 for an id that is no section. */
export async function loader(args: LoaderFunctionArgs): Promise<AboutUsData> {
  const { api, locale } = loaderApi(args);
  const url = new URL(args.request.url);
  const about = await unwrap(api.GET('/company/about'));
  const requested = url.searchParams.has('childId') ? childIdOf(url) : undefined;
  const section =
    requested === undefined
      ? about.sections[0]
      : about.sections.find((candidate) => candidate.id === requested);
  if (!section) throw data(null, { status: 404, statusText: 'Not Found' });
  return { about, sectionId: section.id, locale, origin: url.origin };
}

const meta: MetaFunction<AboutUsData> = ({ intl, data: page }) => {
  const section = page.about.sections.find((candidate) => candidate.id === page.sectionId);
  return {
    title: section
      ? `${section.title} - ${intl.formatMessage(messages.title)}`
      : intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description),
  };
};

export const handle: RouteHandle = { meta };

export function aboutUsHref(locale: Locale, childId: number): string {
  return localizePath(locale, `/about-us?childId=${childId}`);
}

/** /about-us (SPEC §2): profile, history, honours, culture and the offices, from the database. */
export function Component() {
  const intl = useIntl();
  const { about, sectionId, locale, origin } = useLoaderData() as AboutUsData;
  const section = about.sections.find((candidate) => candidate.id === sectionId);
  const jsonLd = organizationJsonLd({
    name: intl.formatMessage(brandMessage),
    url: new URL(localizePath(locale, '/'), origin).href,
    offices: about.offices,
    language: languageTags[locale],
  });
  return (
    <div className={classes.Page}>
      <JsonLdScript data={jsonLd} />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
      </header>
      <SubCategoryNav
        nodes={about.sections.map((candidate) => ({ id: candidate.id, name: candidate.title }))}
        value={sectionId}
        getHref={(node) => aboutUsHref(locale, node.id)}
        label={intl.formatMessage(messages.sections)}
        linkComponent={RouterLink}
      />
      {section ? (
        <Section title={section.title}>
          <RichText html={section.content} />
          {section.key === 'history' ? <Timeline items={about.milestones} label={section.title} /> : null}
          {section.key === 'contacts' ? (
            <div className={classes.Cards}>
              {about.offices.map((office) => (
                <ContactCard
                  key={office.id}
                  title={office.name}
                  address={office.address}
                  phone={office.phone}
                  email={office.email}
                  hours={office.hours}
                />
              ))}
            </div>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
