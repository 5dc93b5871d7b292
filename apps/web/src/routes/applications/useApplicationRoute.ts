import type { ApplicationWizardServerStep } from '@storefront/ui';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { usePostedForm } from '../../app/formAction';
import type { ApiClient } from '../../app/services';
import { useUserInfo } from '../../auth/auth';
import { type Locale, localeFromPath } from '../../i18n/locale';
import type { ServerWizard } from './serverWizard';
import { useHydrated } from './useHydrated';

/** What the /apply and /reward loaders answer. */
export interface ApplicationRouteData<Options> {
  /** The selects' lists; null when one failed (the page offers to try again). */
  options: Options | null;
  /** The step the server renders for a page without JavaScript. */
  wizard: ApplicationWizardServerStep;
}

/**
 * What the two application pages share: the loader's lists, the site's API, the signed-in user (for the
 * prefill) and, until the page runs JavaScript, the server's step (a native form; then the machine takes over).
 */
export function useApplicationRoute<Options>(server: ServerWizard): {
  locale: Locale;
  api: ApiClient;
  options: Options | null;
  userInfo: ReturnType<typeof useUserInfo>;
  serverStep: ApplicationWizardServerStep | undefined;
  retry: () => void;
} {
  const locale = localeFromPath(useLocation().pathname);
  const { options, wizard } = useLoaderData() as ApplicationRouteData<Options>;
  const { posted } = usePostedForm(server.draft);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  return {
    locale,
    api,
    options,
    userInfo,
    serverStep: hydrated ? undefined : { ...wizard, posted },
    retry: () => void revalidator.revalidate(),
  };
}
