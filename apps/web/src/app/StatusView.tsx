import { Link, StatusPage } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../i18n/locale';
import { localizePath } from '../i18n/locale';
import { statusMeta } from './meta';
import { RouterLink } from './RouterLink';

const messages = defineMessages({
  backHome: { id: 'web.status.backHome', defaultMessage: 'Back to the home page' },
});

export interface StatusViewProps {
  locale: Locale;
  status: number;
  /** Link home as a plain `<a>`, for pages rendered without a router. @default false */
  withoutRouter?: boolean;
}

/** The 404 or 500 page of a site, with a way back home. */
export function StatusView({ locale, status, withoutRouter = false }: StatusViewProps) {
  const intl = useIntl();
  const meta = statusMeta(intl, status);
  return (
    <StatusPage
      status={status}
      title={meta.title}
      description={meta.description}
      action={
        withoutRouter ? (
          <Link href={localizePath(locale, '/')}>{intl.formatMessage(messages.backHome)}</Link>
        ) : (
          <Link as={RouterLink} href={localizePath(locale, '/')}>
            {intl.formatMessage(messages.backHome)}
          </Link>
        )
      }
    />
  );
}
