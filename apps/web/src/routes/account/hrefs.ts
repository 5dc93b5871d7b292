import type { AccountHrefs } from '@storefront/ui';
import { safeRedirect } from '../../auth/authSession';
import { type Locale, localizePath } from '../../i18n/locale';

/**
 * Links between the account pages of a site; each keeps where to return after the login, so that a
 * visitor who registers or resets a password on the way still comes back (e.g. to a pending add to cart).
 */
export function accountHrefs(locale: Locale, redirect: string | null): AccountHrefs {
  const target = safeRedirect(redirect, '');
  const keep = (path: string) => {
    const href = localizePath(locale, path);
    return target ? `${href}?redirect=${encodeURIComponent(target)}` : href;
  };
  return {
    login: keep('/login'),
    phoneLogin: keep('/phone-login'),
    register: keep('/registered'),
    reset: keep('/reset'),
  };
}
