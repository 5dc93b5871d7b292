import { isApiError, type MeetingRegistration, unwrap } from '@storefront/api-client';
import { Breadcrumbs, Link, MeetingRegistrationForm, Section } from '@storefront/ui';
import { meetingRegistrationForm } from '@storefront/validation';
import { defineMessages, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { formAction } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import { brandMessage, type MetaFunction, type RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { RouterForm } from '../../app/RouterForm';
import { RouterLink } from '../../app/RouterLink';
import { scriptSafeJson } from '../../app/scriptSafeJson';
import { newsHref, productDetailHref } from '../../app/urls';
import { useUserInfo } from '../../auth/auth';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { meetingJsonLd } from './jsonLd';
import classes from './news.module.css';
import { contentIdOf, newsMessages } from './newsMessages';
import { shareImageUrl } from './shareImage';

const messages = defineMessages({
  meetings: { id: 'web.meeting.meetings', defaultMessage: 'Meetings' },
  facts: { id: 'web.meeting.facts', defaultMessage: 'Date and place' },
  date: { id: 'web.meeting.date', defaultMessage: 'Date' },
  city: { id: 'web.meeting.city', defaultMessage: 'City' },
  venue: { id: 'web.meeting.venue', defaultMessage: 'Venue' },
  booth: { id: 'web.meeting.booth', defaultMessage: 'Booth' },
  ownEvent: {
    id: 'web.meeting.ownEvent',
    defaultMessage: 'Held by us',
    description: 'Booth line of a seminar the company holds itself',
  },
  agenda: { id: 'web.meeting.agenda', defaultMessage: 'Agenda' },
  products: { id: 'web.meeting.products', defaultMessage: 'Products on show' },
  register: { id: 'web.meeting.register', defaultMessage: 'Meet us there' },
  backToList: { id: 'web.meeting.backToList', defaultMessage: 'All meetings' },
});

const rangeMessages = defineMessages<{ dateRange: { start: string; end: string } }>({
  dateRange: {
    id: 'web.meeting.dateRange',
    defaultMessage: '{start} – {end}',
    description: 'The days of a meeting: its first and last day, each a formatted date',
  },
});

const dateFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/** A meeting (GET /meeting/{id}); 404 for an id that names none. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = loaderApi(args);
  const url = new URL(args.request.url);
  const id = contentIdOf(url);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  const meeting = await unwrap(api.GET('/meeting/{id}', { params: { path: { id } } })).catch(
    (error: unknown) => {
      if (isApiError(error, 'E0005')) throw data(null, { status: 404, statusText: 'Not Found' });
      throw error;
    },
  );
  return { meeting, url: url.href };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** A registration sent without JavaScript: the form's rules and its POST /meeting/{id}/registration. */
export function action(args: ActionFunctionArgs) {
  const id = contentIdOf(new URL(args.request.url));
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  return formAction(args, {
    form: 'registration',
    spec: meetingRegistrationForm,
    send: (api, values) => {
      const { content, ...contact } = values as unknown as MeetingRegistration;
      // The topic is optional: left out when empty, as the form sends it.
      const body: MeetingRegistration = content ? { ...contact, content } : contact;
      return api.POST('/meeting/{id}/registration', { params: { path: { id } }, body });
    },
  });
}

const meta: MetaFunction<LoaderData> = ({ data }) => ({
  title: data.meeting.title,
  description: data.meeting.summary,
});

export const handle: RouteHandle = { meta };

/**
 * /meeting-detail?id= (SPEC §2): a trade show, conference or seminar: when and where, the booth, the
 * agenda, the products shown and the form to register interest (POST /meeting/{id}/registration).
 */
export function Component() {
  const { meeting, url } = useLoaderData() as LoaderData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const api = useApi(locale);
  const registration = usePostedForm('registration');
  const userInfo = useUserInfo(api);
  const brand = intl.formatMessage(brandMessage);
  const jsonLd = meetingJsonLd(meeting, {
    url,
    image: shareImageUrl(url, meeting.cover),
    publisher: {
      name: brand,
      url: new URL(localizePath(locale, '/'), url).href,
      logo: shareImageUrl(url, null),
    },
  });
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  // Two formatted dates rather than formatDateTimeRange, whose separators differ between the server's ICU
  // and the browser's (a hydration mismatch).
  const dates =
    meeting.endDate === meeting.startDate
      ? intl.formatDate(day(meeting.startDate), dateFormat)
      : intl.formatMessage(rangeMessages.dateRange, {
          start: intl.formatDate(day(meeting.startDate), dateFormat),
          end: intl.formatDate(day(meeting.endDate), dateFormat),
        });

  return (
    <article className={classes.Page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(newsMessages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(newsMessages.title), href: newsHref(locale) },
          { label: intl.formatMessage(messages.meetings), href: newsHref(locale, 'meeting') },
        ]}
        linkComponent={RouterLink}
      />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{meeting.title}</h1>
        <p className={classes.Lead}>{meeting.summary}</p>
      </header>
      <dl className={classes.Facts} aria-label={intl.formatMessage(messages.facts)}>
        <div>
          <dt>{intl.formatMessage(messages.date)}</dt>
          <dd>
            <time dateTime={meeting.startDate}>{dates}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.city)}</dt>
          <dd>{meeting.city}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.venue)}</dt>
          <dd>{meeting.venue}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.booth)}</dt>
          <dd>{meeting.booth ?? intl.formatMessage(messages.ownEvent)}</dd>
        </div>
      </dl>
      <Section title={intl.formatMessage(messages.agenda)} headingLevel={2}>
        <div
          className={classes.RichText}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored (sanitize-html allowlist, no script or event attribute)
          dangerouslySetInnerHTML={{ __html: meeting.agenda }}
        />
      </Section>
      {meeting.products.length > 0 ? (
        <Section title={intl.formatMessage(messages.products)} headingLevel={2}>
          <ul className={classes.Products}>
            {meeting.products.map((product) => (
              <li key={product.catalogNumber}>
                <Link as={RouterLink} href={productDetailHref(locale, product.catalogNumber)}>
                  {product.name}
                </Link>{' '}
                <span className={classes.CatalogNumber}>{product.catalogNumber}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={intl.formatMessage(messages.register)} headingLevel={2}>
        <MeetingRegistrationForm
          // A logged-in visitor's profile (GET /users/info) arrives after the first render: read on mount.
          key={userInfo ? 'user' : 'visitor'}
          meetingName={meeting.title}
          siteLocale={locale}
          {...registration}
          defaultValues={
            userInfo
              ? {
                  name: userInfo.name,
                  company: userInfo.company,
                  email: userInfo.email,
                  phone: userInfo.phone,
                }
              : undefined
          }
          // With JavaScript too the post goes to the page's action, which answers as it does without.
          formComponent={RouterForm}
        />
      </Section>
      <p>
        <Link as={RouterLink} href={newsHref(locale, 'meeting')}>
          {intl.formatMessage(messages.backToList)}
        </Link>
      </p>
    </article>
  );
}
