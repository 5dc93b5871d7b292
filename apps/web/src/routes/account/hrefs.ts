import type { AccountHrefs } from '@storefront/ui';
import { safeRedirect } from '../../app/authSession';
import { type Locale, localizePath } from '../../i18n/locale';

/** Links between the account pages of a site; the login pages keep where to return afterwards. */
export function accountHrefs(locale: Locale, redirect: string | null): AccountHrefs {
  const target = safeRedirect(redirect, '');
  const keep = (path: string) => {
    const href = localizePath(locale, path);
    return target ? `${href}?redirect=${encodeURIComponent(target)}` : href;
  };
  return {
    login: keep('/login'),
    phoneLogin: keep('/phone-login'),
    register: localizePath(locale, '/registered'),
    reset: localizePath(locale, '/reset'),
  };
}
