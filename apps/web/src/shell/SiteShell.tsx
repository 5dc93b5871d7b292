import { Link, QuickLinks, RouteProgress, SiteFooter, SiteHeader, ToastProvider } from '@storefront/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAnalytics } from '../analytics/analyticsContext';
import { useApi } from '../app/browserApi';
import { DeferredPart, deferredModule } from '../app/deferredPart';
import { type GlobalConfig, readCachedGlobalConfig, writeCachedGlobalConfig } from '../app/globalConfig';
import { brandMessage } from '../app/meta';
import { RouterLink } from '../app/RouterLink';
import { useSiteConfig } from '../app/siteConfig';
import { productListHref, richDetailHref, searchHref, showsContactWidget } from '../app/urls';
import { useAuth } from '../auth/auth';
import { loginHref } from '../auth/authSession';
import { browserLocalStorage, createPrefixedStorage } from '../browser/storage';
import {
  type Locale,
  languageSwitchUrl,
  languageTags,
  localizePath,
  stripLocalePrefix,
} from '../i18n/locale';
import { CompleteInfoGuard } from '../routes/account/completeInfo';
import { CartNotices, useCartTotal } from '../routes/cart/cartActor';
import { IdleWidgets } from './IdleWidgets';
import { isActiveSection, type MenuCategory, mainNavigation } from './navigation';
import classes from './SiteShell.module.css';
import { searchSuggestionLoader } from './searchSuggestions';
import { useSearchDraft } from './useSearchDraft';

/** What the site layout's loader provides to the shell. */
export interface SiteShellData {
  /** The mega-menu's categories (menuCategories). */
  menu: MenuCategory[];
  hotKeywords: string[];
  config: GlobalConfig;
}

// The type argument states each message's placeholders so that formatMessage checks its values.
const messages = defineMessages<
  {
    copyright: { year: number; brand: string };
    contactMail: { mail: string };
    tollFree: { phone: string };
  } & Record<
    | 'languageSwitch'
    | 'quickLinks'
    | 'newProducts'
    | 'apply'
    | 'literature'
    | 'reward'
    | 'distributors'
    | 'downloads'
    | 'resources'
    | 'news'
    | 'about'
    | 'newsList'
    | 'activities'
    | 'aboutCompany'
    | 'investors'
    | 'careers'
    | 'contactUs'
    | 'technicalSupport'
    | 'trademark'
    | 'privacy'
    | 'terms'
    | 'legal'
    | 'wechatQr'
    | 'messageTitle'
    | 'linkedin',
    NoMessageValues
  >
>({
  languageSwitch: {
    id: 'web.shell.languageSwitch',
    defaultMessage: '中文',
    description: 'Label of the link to the other language site, written in that language',
  },
  copyright: { id: 'web.shell.copyright', defaultMessage: '© {year} {brand}. All rights reserved.' },
  contactMail: { id: 'web.shell.contactMail', defaultMessage: 'E-mail: {mail}' },
  tollFree: { id: 'web.shell.tollFree', defaultMessage: 'Toll-free: {phone}' },
  quickLinks: { id: 'web.shell.quickLinks', defaultMessage: 'Quick links' },
  newProducts: { id: 'web.shell.newProducts', defaultMessage: 'New products' },
  apply: { id: 'web.shell.apply', defaultMessage: 'Free trial samples' },
  literature: { id: 'web.shell.literature', defaultMessage: 'Literature citations' },
  reward: { id: 'web.shell.reward', defaultMessage: 'Paper award' },
  distributors: { id: 'web.shell.distributors', defaultMessage: 'Authorized distributors' },
  downloads: { id: 'web.shell.downloads', defaultMessage: 'Resources & downloads' },
  resources: { id: 'web.shell.resources', defaultMessage: 'Resources' },
  news: { id: 'web.shell.news', defaultMessage: 'News' },
  about: { id: 'web.shell.about', defaultMessage: 'About' },
  newsList: { id: 'web.shell.newsList', defaultMessage: 'Company news' },
  activities: { id: 'web.shell.activities', defaultMessage: 'Activities' },
  aboutCompany: { id: 'web.shell.aboutCompany', defaultMessage: 'About us' },
  investors: { id: 'web.shell.investors', defaultMessage: 'Investors' },
  careers: { id: 'web.shell.careers', defaultMessage: 'Careers' },
  contactUs: { id: 'web.shell.contactUs', defaultMessage: 'Contact us' },
  technicalSupport: { id: 'web.shell.technicalSupport', defaultMessage: 'Technical support' },
  trademark: { id: 'web.shell.trademark', defaultMessage: 'Trademark information' },
  privacy: { id: 'web.shell.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'web.shell.terms', defaultMessage: 'Terms and conditions' },
  legal: { id: 'web.shell.legal', defaultMessage: 'Legal' },
  messageTitle: { id: 'web.shell.messageTitle', defaultMessage: 'Leave us a message' },
  wechatQr: { id: 'web.shell.wechatQr', defaultMessage: 'Scan to follow our official account' },
  linkedin: { id: 'web.shell.linkedin', defaultMessage: 'LinkedIn' },
});

/** Quick links of SPEC §2 (site-neutral paths). */
/**
 * The footer's message form, on every page below the fold: its script (the form with its rules, some 13 KB
 * gzip) loads when the footer comes near, not with the page's first load; its server HTML posts meanwhile.
 */
const footerMessageForm = deferredModule(() =>
  import('./SiteMessageForm').then((module) => module.SiteMessageForm),
);

const quickLinks = [
  { label: messages.newProducts, path: '/new-products' },
  { label: messages.apply, path: '/apply' },
  { label: messages.literature, path: '/literature' },
  { label: messages.reward, path: '/reward' },
  { label: messages.distributors, path: '/contact?type=authorized' },
  { label: messages.downloads, path: '/resources' },
];

/** The footer's resource, news and about lists (SPEC §2). */
const footerLists = [
  {
    title: messages.resources,
    links: [
      { label: messages.downloads, path: '/resources' },
      { label: messages.literature, path: '/literature' },
      { label: messages.technicalSupport, path: '/contact?type=support' },
    ],
  },
  {
    title: messages.news,
    links: [
      { label: messages.newsList, path: '/information?activeIndex=0' },
      { label: messages.activities, path: '/information?activeIndex=1' },
    ],
  },
  {
    title: messages.about,
    links: [
      { label: messages.aboutCompany, path: '/about-us' },
      { label: messages.investors, path: '/investors' },
      { label: messages.careers, path: '/recruitment' },
      { label: messages.contactUs, path: '/contact' },
    ],
  },
];

/**
 * The server rendered the shell with the config it asked for; the browser keeps that answer in local
 * storage (SPEC §7: cached locally) so that its own later loads of the shell need not ask again.
 */
function useCachedGlobalConfig(locale: Locale, config: GlobalConfig) {
  useEffect(() => {
    if (Object.keys(config).length === 0) return;
    const storage = createPrefixedStorage(browserLocalStorage());
    if (!readCachedGlobalConfig(storage, locale)) writeCachedGlobalConfig(storage, locale, config);
  }, [locale, config]);
}

/** The site chrome around every page: top bar, navigation with mega-menus, search, footer. */
export function SiteShell({
  locale,
  data,
  children,
}: {
  locale: Locale;
  data: SiteShellData;
  children: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const { origins } = useSiteConfig();
  const currentPath = stripLocalePrefix(location.pathname);
  const switchTarget = languageSwitchUrl(location, origins);
  const brand = intl.formatMessage(brandMessage);
  const { config } = data;
  useCachedGlobalConfig(locale, config);

  const nav = mainNavigation.map((item) => ({
    label: intl.formatMessage(item.label),
    href: localizePath(locale, item.path),
    active: isActiveSection(item, currentPath),
    // The Products item opens the mega-menu of the category tree: one column per top category.
    columns:
      item.path === '/products'
        ? data.menu.map((root) => ({
            title: root.name,
            href: productListHref(locale, 'all', { id: root.id }),
            // menuCategories keeps only the visible sub-categories.
            links: root.children.map((node) => ({
              label: node.name,
              href: productListHref(locale, 'all', { id: node.id }),
            })),
          }))
        : undefined,
  }));

  const richDetail = (label: (typeof messages)['trademark'], fileId: string | undefined) =>
    fileId ? richDetailHref(locale, intl.formatMessage(label), fileId) : undefined;
  const navigation = useNavigation();
  const api = useApi(locale);
  const privacyHref = richDetail(messages.privacy, config.privacy_policy) ?? localizePath(locale, '/privacy');
  const socialQr = locale === 'cn' ? config.wechat : config.linkedin;
  const auth = useAuth();
  // SPEC §3 total: the sum of the counts, for the header link and the floating cart.
  const cartCount = useCartTotal();
  const [searchDraft, setSearchDraft] = useSearchDraft(currentPath, location.search);
  const loadSuggestions = useMemo(() => searchSuggestionLoader(api, locale), [api, locale]);

  return (
    <ToastProvider>
      <CartNotices />
      <CompleteInfoGuard locale={locale} />
      <RouteProgress active={navigation.state !== 'idle'} />
      <SiteHeader
        brand={
          <Link as={RouterLink} href={localizePath(locale, '/')} variant="standalone">
            {brand}
          </Link>
        }
        nav={nav}
        languageSwitch={{
          href: switchTarget.href,
          label: intl.formatMessage(messages.languageSwitch),
          lang: languageTags[switchTarget.locale],
        }}
        stockCode={locale === 'cn' ? config.stock_code : undefined}
        phone={config.phone}
        onPhoneClick={() => analytics.track({ operateType: 'phone', operateTypeId: config.phone ?? '' })}
        contactHref={localizePath(locale, '/contact')}
        account={{
          user: auth.loggedIn && auth.username ? { name: auth.username } : null,
          loginHref: loginHref(locale, `${location.pathname}${location.search}`),
          registerHref: localizePath(locale, '/registered'),
          personalCenterHref: localizePath(locale, '/order-list'),
          applicationsHref: localizePath(locale, '/my-applications'),
          // The machine asks first (confirmingLogout); the dialog below answers it.
          onLogout: () => auth.actor?.send({ type: 'auth.logout' }),
        }}
        cart={{ href: localizePath(locale, '/cart'), count: cartCount }}
        search={{
          value: searchDraft,
          onValueChange: setSearchDraft,
          action: localizePath(locale, '/search'),
          hotKeywords: data.hotKeywords,
          getKeywordHref: (keyword) => searchHref(locale, keyword),
          onSearch: (keywords, event) => {
            event.preventDefault();
            navigate(searchHref(locale, keywords));
          },
          loadSuggestions,
          onSuggestionSelect: (suggestion) => navigate(suggestion.href),
        }}
        onNavigate={(link) => analytics.track({ operateType: 'navigation', operateTypeId: link.href })}
        linkComponent={RouterLink}
      />
      <div className={classes.Column}>
        <QuickLinks
          items={quickLinks.map((link) => ({
            label: intl.formatMessage(link.label),
            href: localizePath(locale, link.path),
          }))}
          label={intl.formatMessage(messages.quickLinks)}
          onNavigate={(link) => analytics.track({ operateType: 'navigation', operateTypeId: link.href })}
          linkComponent={RouterLink}
        />
      </div>
      <main id="main" className={classes.Main}>
        {children}
      </main>
      <SiteFooter
        copyright={intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), brand })}
        messageForm={
          // SiteFooter has no light slot: the form's fields and labels are drawn for a light surface, so
          // the app gives it one on the dark footer.
          <section className={classes.MessagePanel} aria-labelledby="footer-message-title">
            <h2 id="footer-message-title" className={classes.MessageTitle}>
              {intl.formatMessage(messages.messageTitle)}
            </h2>
            <DeferredPart module={footerMessageForm} props={{ locale, privacyHref }} />
          </section>
        }
        socialLinks={
          locale === 'en' && config.linkedin
            ? [{ label: intl.formatMessage(messages.linkedin), href: config.linkedin }]
            : undefined
        }
        wechatQrValue={locale === 'cn' ? config.wechat : undefined}
        legalLinks={{
          trademarkHref: richDetail(messages.trademark, config.brand),
          privacyHref: richDetail(messages.privacy, config.privacy_policy),
          termsHref: richDetail(messages.terms, config.terms_conditions),
        }}
        email={config.mail}
        tollFree={config.toll_free}
        phone={config.phone}
        onPhoneClick={() => analytics.track({ operateType: 'phone', operateTypeId: config.phone ?? '' })}
        icp={
          config.icp_licence ? { label: config.icp_licence, href: 'https://beian.miit.gov.cn/' } : undefined
        }
        linkComponent={RouterLink}
      >
        {footerLists.map((list) => (
          <SiteFooter.Links
            key={list.title.id}
            title={intl.formatMessage(list.title)}
            links={list.links.map((link) => ({
              label: intl.formatMessage(link.label),
              href: localizePath(locale, link.path),
            }))}
            linkComponent={RouterLink}
          />
        ))}
      </SiteFooter>
      <IdleWidgets
        locale={locale}
        cartCount={cartCount}
        socialQr={socialQr}
        socialQrLabel={intl.formatMessage(locale === 'cn' ? messages.wechatQr : messages.linkedin)}
        contactLinkLabel={intl.formatMessage(messages.contactUs)}
        showContactWidget={showsContactWidget(currentPath)}
      />
    </ToastProvider>
  );
}
