import { LeaveMessageForm } from '@storefront/ui';
import { useAnalytics } from '../analytics/analyticsContext';
import { useApi } from '../app/browserApi';
import { RouterLink } from '../app/RouterLink';
import { submitForm } from '../app/submit';
import { useUserInfo } from '../auth/auth';
import type { Locale } from '../i18n/locale';

/**
 * The online-message form (SPEC §3 leave-message, `POST /leave_word`) as the site uses it: prefilled from
 * a logged-in visitor's profile, counted by the channel analytics. The footer and the contact page show it.
 */
export function SiteMessageForm({ locale, privacyHref }: { locale: Locale; privacyHref: string }) {
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
      linkComponent={RouterLink}
      onSubmit={(message) =>
        submitForm(
          api.POST('/leave_word', {
            body: {
              name: message.name,
              company: message.company,
              department: message.department,
              address: message.address,
              phone: message.phone,
              email: message.email,
              content: message.content,
              // The form does not submit without the tick (SPEC §5); the contract records it.
              privacy: true,
            },
          }),
        )
      }
      onSent={() => analytics.track({ operateType: 'message', operateTypeId: 'leave_word' })}
    />
  );
}
