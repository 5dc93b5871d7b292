import type { ApplicationWizardServerStep, SelectOption } from '@storefront/ui';
import { type ComponentType, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { usePostedForm } from '../../app/postedForm';
import type { ApiClient } from '../../app/services';
import { useUserInfo } from '../../auth/auth';
import { type Locale, localeFromPath } from '../../i18n/locale';
import { ApplicationPage } from './ApplicationPage';
import { applicationPrefill } from './applicationPrefill';
import { catalogNumberSuggestions } from './catalogNumberSuggestions';
import { type ServerWizard, serverWizardStep } from './serverWizard';
import { useHydrated } from './useHydrated';

/** What the /apply and /reward loaders answer. */
export interface ApplicationRouteData<Options> {
  /** The selects' lists; null when one failed (the page offers to try again). */
  options: Options | null;
  /** The step the server renders for a page without JavaScript. */
  wizard: ApplicationWizardServerStep;
}

/**
 * An application page's loader data: the step the server renders without JavaScript and the lists of the
 * wizard's selects, or null lists when one failed (logged; the page then offers to try again).
 */
export async function applicationRouteData<Options>(
  request: Request,
  server: ServerWizard,
  loadOptions: () => Promise<Options>,
): Promise<ApplicationRouteData<Options>> {
  const [wizard, options] = await Promise.all([
    serverWizardStep(request, server),
    loadOptions().catch((error: unknown) => {
      console.error(`[web] ${new URL(request.url).pathname}: the form lists failed:`, error);
      return null;
    }),
  ]);
  return { options, wizard };
}

/** What an application page gives its wizard. */
export interface ApplicationWizardProps<Options> {
  api: ApiClient;
  locale: Locale;
  options: Options;
  /** The signed-in applicant's details (the browser's draft still wins over them). */
  prefill: Record<string, string>;
  /** Until the page runs JavaScript: the server's step, a native form. */
  serverStep: ApplicationWizardServerStep | undefined;
  /** The catalog numbers the product field suggests. */
  onSearchCatalogNumbers: (text: string, signal: AbortSignal) => Promise<string[]>;
}

/** Every application wizard asks for the applicant's province. */
interface ApplicantOptions {
  areas: readonly SelectOption[];
}

/**
 * An application page (/apply, /reward): the page's frame with its title and lead, and the wizard once
 * its lists loaded, restarted when the signed-in user's profile arrives so that it fills the answers in.
 */
export function ApplicationRoute<Options extends ApplicantOptions>({
  server,
  title,
  lead,
  Wizard,
}: {
  server: ServerWizard;
  title: MessageDescriptor;
  lead: MessageDescriptor;
  Wizard: ComponentType<ApplicationWizardProps<Options>>;
}) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { options, wizard } = useLoaderData() as ApplicationRouteData<Options>;
  const { posted } = usePostedForm(server.draft);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  const searchCatalogNumbers = useMemo(() => catalogNumberSuggestions(api), [api]);
  return (
    <ApplicationPage
      title={intl.formatMessage(title)}
      lead={intl.formatMessage(lead)}
      optionsFailed={!options}
      onRetry={() => void revalidator.revalidate()}
    >
      {options ? (
        <Wizard
          // The profile arrives after the first render: the wizard restarts with it (the draft still wins).
          key={userInfo ? 'user' : 'visitor'}
          api={api}
          locale={locale}
          options={options}
          prefill={applicationPrefill(userInfo, options.areas)}
          serverStep={hydrated ? undefined : { ...wizard, posted }}
          onSearchCatalogNumbers={searchCatalogNumbers}
        />
      ) : null}
    </ApplicationPage>
  );
}
