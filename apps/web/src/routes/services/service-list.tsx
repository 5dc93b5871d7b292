import { type ServiceSummary, unwrap } from '@storefront/api-client';
import { Breadcrumbs, EmptyState, ErrorState, Link } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { serviceHref, serviceListHref } from '../../app/urls';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { serviceMessages as messages } from './serviceMessages';
import classes from './services.module.css';

interface ServiceListData {
  /** null: the API failed (the page shows its error state, with status 503). */
  services: ServiceSummary[] | null;
}

/** `/service-list` (SPEC §1, §2): every service with its summary and typical timeline. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = loaderApi(args);
  try {
    return { services: await unwrap(api.GET('/services')) } satisfies ServiceListData;
  } catch (error) {
    console.error('[web] /service-list failed:', error);
    return data({ services: null } satisfies ServiceListData, { status: 503 });
  }
}

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

export const handle: RouteHandle = { meta };

export function Component() {
  const { services } = useLoaderData() as ServiceListData;
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);

  return (
    <div className={classes.Page}>
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(messages.home), href: localizePath(locale, '/') },
          { label: intl.formatMessage(messages.title) },
        ]}
        linkComponent={RouterLink}
      />
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        <p className={classes.Lead}>{intl.formatMessage(messages.intro)}</p>
      </header>
      {services === null ? (
        <ErrorState
          title={intl.formatMessage(messages.errorTitle)}
          action={
            <Link as={RouterLink} href={serviceListHref(locale)} variant="standalone">
              {intl.formatMessage(messages.retry)}
            </Link>
          }
        />
      ) : services.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className={classes.Cards}>
          {services.map((service) => (
            <li key={service.id} className={classes.Card}>
              <h2 className={classes.CardTitle}>
                <Link as={RouterLink} href={serviceHref(locale, service.id)}>
                  {service.title}
                </Link>
              </h2>
              <p className={classes.CardSummary}>{service.summary}</p>
              <dl className={classes.CardFacts}>
                <dt>{intl.formatMessage(messages.timeline)}</dt>
                <dd>{service.timeline}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
