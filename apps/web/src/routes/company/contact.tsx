import { type ContactDirectory, type Distributor, unwrap } from '@storefront/api-client';
import { Button, ContactCard, DistributorList, Link, Section, Select, SubCategoryNav } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import {
  data,
  type LoaderFunctionArgs,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from 'react-router-dom';
import type { GlobalConfig } from '../../app/globalConfig';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { RouterLink } from '../../app/RouterLink';
import { richDetailHref } from '../../app/urls';
import { type Locale, languageTags, localizePath } from '../../i18n/locale';
import { leaveMessageFormName } from '../../shell/leaveMessageAction';
import { SiteMessageForm } from '../../shell/SiteMessageForm';
import classes from './company.module.css';
import { JsonLdScript } from './JsonLdScript';
import { organizationJsonLd } from './jsonLd';

const messages = defineMessages({
  contactTitle: { id: 'web.company.contactTitle', defaultMessage: 'Contact Us' },
  contactDescription: {
    id: 'web.company.contactDescription',
    defaultMessage:
      'Catalog consultation, customized service, technical support and careers: whom to contact.',
  },
  authorizedTitle: { id: 'web.company.authorizedTitle', defaultMessage: 'Authorized Distributors' },
  authorizedDescription: {
    id: 'web.company.authorizedDescription',
    defaultMessage: 'Our authorized distributors by country and region, with their contact details.',
  },
  views: { id: 'web.company.contactViews', defaultMessage: 'Contact pages' },
  promise: {
    id: 'web.company.contactPromise',
    defaultMessage: 'We contact you within 24 hours. Open hours: Monday to Friday, 9:00-17:30 (UTC+8).',
    description: 'SPEC §9: support contact within 24 hours, open hours 9:00-17:30',
  },
  departments: { id: 'web.company.departments', defaultMessage: 'Departments' },
  offices: { id: 'web.company.offices', defaultMessage: 'Headquarters and offices' },
  jobs: { id: 'web.company.jobs', defaultMessage: 'See open positions' },
  message: { id: 'web.company.message', defaultMessage: 'Leave us a message' },
  country: { id: 'web.company.country', defaultMessage: 'Country or region' },
  allCountries: { id: 'web.company.allCountries', defaultMessage: 'All countries and regions' },
  show: { id: 'web.company.show', defaultMessage: 'Show' },
  privacy: { id: 'web.company.privacy', defaultMessage: 'Privacy policy' },
});

/** The two views of /contact, as the header, quick links and footer link them. */
const viewIds = { contact: 1, authorized: 2 } as const;
type ContactChannelKey = ContactDirectory['channels'][number]['key'];
const channelKeys: readonly string[] = [
  'catalog',
  'customized',
  'support',
  'careers',
] satisfies ContactChannelKey[];

type ContactData =
  | {
      view: 'contact';
      directory: ContactDirectory;
      /** The department a link pointed at (`type=support`, `type=careers`), marked on the page. */
      highlighted: string | null;
      locale: Locale;
      origin: string;
    }
  | {
      view: 'authorized';
      distributors: Distributor[];
      countries: { code: string; name: string }[];
      country: string | null;
      locale: Locale;
    };

export function contactHref(locale: Locale, type: 'contact' | 'authorized', country?: string): string {
  const query = new URLSearchParams({ type });
  if (country) query.set('country', country);
  return localizePath(locale, `/contact?${query}`);
}

/**
 * `/contact?type=contact` (also without a type, and with a department's key: `type=support`) lists whom
 * to contact; `/contact?type=authorized&country=` the distributors. Any other type is a 404.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ContactData> {
  const { api, locale } = loaderApi(args);
  const url = new URL(args.request.url);
  const type = url.searchParams.get('type') ?? 'contact';
  if (type === 'authorized') {
    const all = await unwrap(api.GET('/distributor'));
    const countries = [...new Map(all.map((d) => [d.countryCode, d.country])).entries()]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, languageTags[locale]));
    const requested = url.searchParams.get('country')?.toUpperCase() ?? null;
    const country = requested && /^[A-Z]{2}$/.test(requested) ? requested : null;
    return {
      view: 'authorized',
      distributors: country ? all.filter((d) => d.countryCode === country) : all,
      countries,
      country,
      locale,
    };
  }
  if (type !== 'contact' && !channelKeys.includes(type)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const directory = await unwrap(api.GET('/company/contact'));
  return {
    view: 'contact',
    directory,
    highlighted: type === 'contact' ? null : type,
    locale,
    origin: url.origin,
  };
}

const meta: MetaFunction<ContactData> = ({ intl, data: page }) =>
  page.view === 'authorized'
    ? {
        title: intl.formatMessage(messages.authorizedTitle),
        description: intl.formatMessage(messages.authorizedDescription),
      }
    : {
        title: intl.formatMessage(messages.contactTitle),
        description: intl.formatMessage(messages.contactDescription),
      };

export const handle: RouteHandle = { meta };

/** /contact (SPEC §2): the contact directory with the message form, or the authorized distributors. */
/** The online message posted without JavaScript, from this page's form or any page's footer. */
export { leaveMessageAction as action } from '../../shell/leaveMessageAction';

export function Component() {
  const intl = useIntl();
  const page = useLoaderData() as ContactData;
  const { locale } = page;
  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>
          {intl.formatMessage(page.view === 'authorized' ? messages.authorizedTitle : messages.contactTitle)}
        </h1>
      </header>
      <SubCategoryNav
        nodes={[
          { id: viewIds.contact, name: intl.formatMessage(messages.contactTitle) },
          { id: viewIds.authorized, name: intl.formatMessage(messages.authorizedTitle) },
        ]}
        value={viewIds[page.view]}
        getHref={(node) => contactHref(locale, node.id === viewIds.authorized ? 'authorized' : 'contact')}
        label={intl.formatMessage(messages.views)}
        linkComponent={RouterLink}
      />
      {page.view === 'authorized' ? <Distributors page={page} /> : <Directory page={page} />}
    </div>
  );
}

function Directory({ page }: { page: Extract<ContactData, { view: 'contact' }> }) {
  const intl = useIntl();
  const { directory, highlighted, locale, origin } = page;
  const message = usePostedForm(leaveMessageFormName);
  const config =
    (useRouteLoaderData(`site-${locale}`) as { config?: GlobalConfig } | undefined)?.config ?? {};
  const privacyHref = config.privacy_policy
    ? richDetailHref(locale, intl.formatMessage(messages.privacy), config.privacy_policy)
    : localizePath(locale, '/privacy');
  const jsonLd = organizationJsonLd({
    name: intl.formatMessage(brandMessage),
    url: new URL(localizePath(locale, '/'), origin).href,
    offices: directory.offices,
    channels: directory.channels,
    language: languageTags[locale],
  });
  return (
    <>
      <JsonLdScript data={jsonLd} />
      <p className={classes.Promise}>{intl.formatMessage(messages.promise)}</p>
      <Section title={intl.formatMessage(messages.departments)}>
        <div className={classes.Cards}>
          {directory.channels.map((channel) => (
            <ContactCard
              key={channel.key}
              id={channel.key}
              title={channel.title}
              description={channel.description}
              phone={channel.phone}
              email={channel.email}
              highlighted={channel.key === highlighted}
            >
              {channel.key === 'careers' ? (
                <Link as={RouterLink} href={localizePath(locale, '/recruitment')}>
                  {intl.formatMessage(messages.jobs)}
                </Link>
              ) : null}
            </ContactCard>
          ))}
        </div>
      </Section>
      <Section title={intl.formatMessage(messages.offices)}>
        <div className={classes.Cards}>
          {directory.offices.map((office) => (
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
      </Section>
      <Section title={intl.formatMessage(messages.message)}>
        <div className={classes.Form}>
          <SiteMessageForm locale={locale} privacyHref={privacyHref} {...message} />
        </div>
      </Section>
    </>
  );
}

function Distributors({ page }: { page: Extract<ContactData, { view: 'authorized' }> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, countries, country, distributors } = page;
  return (
    <>
      {/* A GET form: the selector works before and without JavaScript; with it, a choice navigates at once. */}
      <form className={classes.Filter} method="get" action={localizePath(locale, '/contact')}>
        <input type="hidden" name="type" value="authorized" />
        <Select
          name="country"
          label={intl.formatMessage(messages.country)}
          value={country ?? ''}
          options={[
            { value: '', label: intl.formatMessage(messages.allCountries) },
            ...countries.map((entry) => ({ value: entry.code, label: entry.name })),
          ]}
          onValueChange={(value) => navigate(contactHref(locale, 'authorized', value || undefined))}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(messages.show)}
        </Button>
      </form>
      <DistributorList distributors={distributors} />
    </>
  );
}
