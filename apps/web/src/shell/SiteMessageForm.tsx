import { type LeaveMessage, LeaveMessageForm, type PostedForm } from '@storefront/ui';
import { useAnalytics } from '../analytics/analyticsContext';
import { useApi } from '../app/browserApi';
import { type DeferredProps, draftFields } from '../app/deferredPart';
import { useFetcherForm } from '../app/FetcherForm';
import { RouterLink } from '../app/RouterLink';
import { useUserInfo } from '../auth/auth';
import { type Locale, localizePath } from '../i18n/locale';
import { leaveMessageFormName } from './leaveMessageAction';

/** The contact page, whose action takes the message posted without JavaScript from any page. */
export const contactMessagePath = '/contact';

/** The message's fields: what of a draft typed before the script came the form starts from. */
const messageFields = [
  'name',
  'company',
  'department',
  'address',
  'phone',
  'email',
  'content',
] as const satisfies readonly (keyof LeaveMessage)[];

/**
 * The online-message form (SPEC §3 leave-message, `POST /leave_word`) as the site uses it: prefilled from
 * a logged-in visitor's profile, counted by the channel analytics. The footer and the contact page show it.
 * Both post to the contact page's action, with JavaScript through a fetcher: the page stays, the form
 * shows the action's answer (the fields' messages or the sent dialog).
 */
export function SiteMessageForm({
  locale,
  privacyHref,
  posted,
  sent,
  draft,
}: {
  locale: Locale;
  privacyHref: string;
  /** The contact page's answer to a message posted without JavaScript (the footer's form posts there too). */
  posted?: PostedForm | undefined;
  sent?: boolean;
} & DeferredProps) {
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  const analytics = useAnalytics();
  const fetched = useFetcherForm(leaveMessageFormName);
  const typed = draftFields(draft, messageFields);
  return (
    <LeaveMessageForm
      // Remount once the user's info arrives: defaultValues are read on mount only.
      key={userInfo ? 'user' : 'visitor'}
      defaultValues={
        userInfo || typed
          ? {
              ...(userInfo && {
                name: userInfo.name,
                company: userInfo.company,
                department: userInfo.department,
                phone: userInfo.phone,
                email: userInfo.email,
              }),
              ...typed,
            }
          : undefined
      }
      siteLocale={locale}
      privacyHref={privacyHref}
      // The footer's form, on every page, posts to the contact page, whose action takes it.
      action={localizePath(locale, contactMessagePath)}
      formComponent={fetched.formComponent}
      posted={fetched.posted ?? posted}
      sent={fetched.sent || (sent ?? false)}
      linkComponent={RouterLink}
      onSent={() => analytics.track({ operateType: 'message', operateTypeId: 'leave_word' })}
    />
  );
}
