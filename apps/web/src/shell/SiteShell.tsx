import { Link, SiteFooter, SiteHeader } from '@storefront/ui';
import type { ReactNode } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { brandMessage } from '../app/meta';
import { RouterLink } from '../app/RouterLink';
import { useSiteConfig } from '../app/siteConfig';
import {
  type Locale,
  languageSwitchUrl,
  languageTags,
  localizePath,
  stripLocalePrefix,
} from '../i18n/locale';
import { isActiveSection, mainNavigation } from './navigation';
import classes from './SiteShell.module.css';

// The type argument states each message's placeholders so that formatMessage checks its values.
const messages = defineMessages<
  { copyright: { year: number; brand: string } } & Record<
    | 'languageSwitch'
    | 'quickLinks'
    | 'newProducts'
    | 'apply'
    | 'literature'
    | 'reward'
    | 'distributors'
    | 'downloads',
    NoMessageValues
  >
>({
  languageSwitch: {
    id: 'web.shell.languageSwitch',
    defaultMessage: '中文',
    description: 'Label of the link to the other language site, written in that language',
  },
  copyright: { id: 'web.shell.copyright', defaultMessage: '© {year} {brand}. All rights reserved.' },
  quickLinks: { id: 'web.shell.quickLinks', defaultMessage: 'Quick links' },
  newProducts: { id: 'web.shell.newProducts', defaultMessage: 'New products' },
  apply: { id: 'web.shell.apply', defaultMessage: 'Free trial samples' },
  literature: { id: 'web.shell.literature', defaultMessage: 'Literature citations' },
  reward: { id: 'web.shell.reward', defaultMessage: 'Paper award' },
  distributors: { id: 'web.shell.distributors', defaultMessage: 'Authorized distributors' },
  downloads: { id: 'web.shell.downloads', defaultMessage: 'Resources & downloads' },
});

/** Quick links of SPEC §2 (site-neutral paths). */
const quickLinks = [
  { label: messages.newProducts, path: '/new-products' },
  { label: messages.apply, path: '/apply' },
  { label: messages.literature, path: '/literature' },
  { label: messages.reward, path: '/reward' },
  { label: messages.distributors, path: '/contact?type=authorized' },
  { label: messages.downloads, path: '/resources' },
];

/** The site chrome around every page: header with navigation and language switch, and the footer. */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const { origins } = useSiteConfig();
  const currentPath = stripLocalePrefix(location.pathname);
  const switchTarget = languageSwitchUrl(location, origins);
  const brand = intl.formatMessage(brandMessage);

  return (
    <>
      <SiteHeader
        brand={
          <Link as={RouterLink} href={localizePath(locale, '/')} variant="standalone">
            {brand}
          </Link>
        }
        nav={mainNavigation.map((item) => ({
          label: intl.formatMessage(item.label),
          href: localizePath(locale, item.path),
          active: isActiveSection(item.path, currentPath),
        }))}
        languageSwitch={{
          href: switchTarget.href,
          label: intl.formatMessage(messages.languageSwitch),
          lang: languageTags[switchTarget.locale],
        }}
        linkComponent={RouterLink}
      />
      <main id="main" className={classes.Main}>
        {children}
      </main>
      <SiteFooter
        copyright={intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), brand })}
      >
        <SiteFooter.Links
          title={intl.formatMessage(messages.quickLinks)}
          links={quickLinks.map((link) => ({
            label: intl.formatMessage(link.label),
            href: localizePath(locale, link.path),
          }))}
          linkComponent={RouterLink}
        />
      </SiteFooter>
    </>
  );
}
