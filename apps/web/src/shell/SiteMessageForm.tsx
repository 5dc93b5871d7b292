import { LeaveMessageForm, type PostedForm } from '@storefront/ui';
import { useAnalytics } from '../analytics/analyticsContext';
import { useApi } from '../app/browserApi';
import { RouterLink } from '../app/RouterLink';
import { submitForm } from '../app/submit';
import { useUserInfo } from '../auth/auth';
import { type Locale, localizePath } from '../i18n/locale';
import { leaveWordBody } from './leaveMessageAction';

/** The contact page, whose action takes the message posted without JavaScript from any page. */
export const contactMessagePath = '/contact';

/**
 * The online-message form (SPEC §3 leave-message, `POST /leave_word`) as the site uses it: prefilled from
 * a logged-in visitor's profile, counted by the channel analytics. The footer and the contact page show it.
 */
export function SiteMessageForm({
  locale,
  privacyHref,
  posted,
  sent,
}: {
  locale: Locale;
  privacyHref: string;
  /** The contact page's answer to a message posted without JavaScript (the footer's form posts there too). */
  posted?: PostedForm | undefined;
  sent?: boolean;
}) {
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  const analytics = useAnalytics();
  return (
    <LeaveMessageForm
      // Remount once the user's info arrives: defaultValues are read on mount only.
      key={userInfo ? 'user' : 'visitor'}
      defaultValues={
        userInfo
          ? {
              name: userInfo.name,
              company: userInfo.company,
              department: userInfo.department,
              phone: userInfo.phone,
              email: userInfo.email,
            }
          : undefined
      }
      siteLocale={locale}
      privacyHref={privacyHref}
      // Without JavaScript the footer's form, on every page, posts to the contact page, whose action takes it.
      action={localizePath(locale, contactMessagePath)}
      posted={posted}
      sent={sent ?? false}
      linkComponent={RouterLink}
      onSubmit={(message) => submitForm(api.POST('/leave_word', { body: leaveWordBody(message) }))}
      onSent={() => analytics.track({ operateType: 'message', operateTypeId: 'leave_word' })}
    />
  );
}
