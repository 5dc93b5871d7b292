import { Link, StatusPage } from '@storefront/ui';
import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../i18n/locale';
import { localizePath } from '../i18n/locale';
import { statusMeta } from './meta';
import { RouterLink } from './RouterLink';

const messages = defineMessages({
  backHome: { id: 'web.status.backHome', defaultMessage: 'Back to the home page' },
});

/** The 404 or 500 page of a site, with a way back home. */
export function StatusView({ locale, status }: { locale: Locale; status: number }) {
  const intl = useIntl();
  const meta = statusMeta(intl, status);
  return (
    <StatusPage
      status={status}
      title={meta.title}
      description={meta.description}
      action={
        <Link as={RouterLink} href={localizePath(locale, '/')}>
          {intl.formatMessage(messages.backHome)}
        </Link>
      }
    />
  );
}
