import { type ProductSuggestion, unwrap } from '@storefront/api-client';
import { Link, ProductSuggestionForm, Section, type SelectOption } from '@storefront/ui';
import { productSuggestionForm } from '@storefront/validation';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { formAction } from '../../app/formAction';
import { loaderApi } from '../../app/loaderServices';
import type { MetaFunction, RouteHandle } from '../../app/meta';
import { usePostedForm } from '../../app/postedForm';
import { RouterForm } from '../../app/RouterForm';
import { RouterLink } from '../../app/RouterLink';
import { catalogueOverviewHref } from '../../app/urls';
import { useUserInfo } from '../../auth/auth';
import { localeFromPath } from '../../i18n/locale';
import classes from './search-not-found.module.css';
import { suggestionDefaults } from './suggestionDefaults';

const messages = defineMessages<
  Record<
    | 'title'
    | 'description'
    | 'tipsTitle'
    | 'tipSpelling'
    | 'tipNames'
    | 'tipCatalogNumber'
    | 'tipLanguage'
    | 'browse'
    | 'suggestTitle',
    NoMessageValues
  > & { noResults: { keywords: string } }
>({
  title: { id: 'web.searchNotFound.title', defaultMessage: 'Did not find what you need?' },
  description: {
    id: 'web.searchNotFound.description',
    defaultMessage: 'Search tips, and a form to suggest the protein or reagent you are missing.',
  },
  noResults: {
    id: 'web.searchNotFound.noResults',
    defaultMessage: 'Nothing was found for "{keywords}".',
    description: 'Line under the title when the page was reached from a search',
  },
  tipsTitle: { id: 'web.searchNotFound.tipsTitle', defaultMessage: 'Search tips' },
  tipSpelling: {
    id: 'web.searchNotFound.tipSpelling',
    defaultMessage: 'Check the spelling, or use fewer words.',
  },
  tipNames: {
    id: 'web.searchNotFound.tipNames',
    defaultMessage: 'Try the gene symbol, an alias or the full name, e.g. IL6, BSF-2 or interleukin 6.',
  },
  tipCatalogNumber: {
    id: 'web.searchNotFound.tipCatalogNumber',
    defaultMessage: 'Try a catalog number, or its beginning, e.g. IL6-H.',
  },
  tipLanguage: {
    id: 'web.searchNotFound.tipLanguage',
    defaultMessage: 'Try the name in the other language: English or Chinese.',
  },
  browse: { id: 'web.searchNotFound.browse', defaultMessage: 'Browse all products' },
  suggestTitle: { id: 'web.searchNotFound.suggestTitle', defaultMessage: 'Suggest a new product' },
});

const meta: MetaFunction = ({ intl }) => ({
  title: intl.formatMessage(messages.title),
  description: intl.formatMessage(messages.description),
});

/** A search page: robots do not index it (issue 12). */
export const handle: RouteHandle = { meta, noindex: true };

interface SearchNotFoundData {
  /** Countries / regions of the region list (by name, as a profile's area); null: typed instead. */
  regions: SelectOption[] | null;
}

/** The region list of the form: the areas of the registration (`/distributor/area`) by name. */
export async function loader(args: LoaderFunctionArgs): Promise<SearchNotFoundData> {
  const { api } = loaderApi(args);
  try {
    const areas = await unwrap(api.GET('/distributor/area'));
    return { regions: areas.map((area) => ({ value: area.name, label: area.name })) };
  } catch (error) {
    // The form is what the page is for: without the list, the region is typed.
    console.error('[web] /search-not-found: areas failed:', error);
    return { regions: null };
  }
}

/** The suggestion sent without JavaScript: the same rules and the same POST /suggest as the form's. */
export function action(args: ActionFunctionArgs) {
  return formAction(args, {
    form: 'suggestion',
    spec: productSuggestionForm,
    send: (api, values) =>
      api.POST('/suggest', {
        // The rules let only the contract's values through ('choice'); the long-term need is a yes/no.
        body: { ...values, longTermNeed: values.longTermNeed === 'true' } as ProductSuggestion,
      }),
  });
}

/**
 * /search-not-found (SPEC §2): search tips and the new product suggestion (POST /suggest), its contact
 * fields prefilled from a logged-in visitor's profile and its product name from the search that found
 * nothing.
 */
export function Component() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const { regions } = useLoaderData() as SearchNotFoundData;
  const [params] = useSearchParams();
  const keywords = params.get('keywords')?.trim() ?? '';
  const api = useApi(locale);
  const userInfo = useUserInfo(api);
  const { posted, sent } = usePostedForm('suggestion');
  const tips = [messages.tipSpelling, messages.tipNames, messages.tipCatalogNumber, messages.tipLanguage];

  return (
    <div className={classes.Page}>
      <header className={classes.Header}>
        <h1 className={classes.Title}>{intl.formatMessage(messages.title)}</h1>
        {keywords ? <p>{intl.formatMessage(messages.noResults, { keywords })}</p> : null}
      </header>
      <Section
        title={intl.formatMessage(messages.tipsTitle)}
        action={
          <Link as={RouterLink} href={catalogueOverviewHref(locale, 'all')}>
            {intl.formatMessage(messages.browse)}
          </Link>
        }
      >
        <ul className={classes.Tips}>
          {tips.map((tip) => (
            <li key={tip.id}>{intl.formatMessage(tip)}</li>
          ))}
        </ul>
      </Section>
      <Section title={intl.formatMessage(messages.suggestTitle)}>
        <ProductSuggestionForm
          // The profile (GET /users/info) arrives after the first render: the form reads its prefill on mount.
          key={userInfo ? 'user' : 'visitor'}
          className={classes.Form}
          siteLocale={locale}
          regions={regions ?? undefined}
          defaultValues={suggestionDefaults(userInfo, keywords, regions)}
          // With JavaScript too the post goes to the page's action, which answers as it does without.
          formComponent={RouterForm}
          posted={posted}
          sent={sent}
        />
      </Section>
    </div>
  );
}
