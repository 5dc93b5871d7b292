/**
 * SPEC §2 "complete-info with first-login phone binding": an account whose info lacks what the completion
 * asks for (an SMS login of a new number has only the number), or, on the Chinese site, whose mobile is not
 * yet proven by an SMS code (an e-mail registration), is sent to /complete-info once per login and
 * browser session, and comes back to the page it was on afterwards. The English site's visitors may
 * have no mainland mobile to bind.
 */
import type { UserInfo } from '@storefront/api-client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../app/browserApi';
import { rememberUserInfo, useAuth, useAuthToken, useUserInfo } from '../../auth/auth';
import { browserSessionStorage, createPrefixedStorage } from '../../browser/storage';
import { type Locale, localizePath, stripLocalePrefix } from '../../i18n/locale';

/** The fields of `UserCompletion` that the user info carries; one of them empty means the profile is incomplete. */
const completionFields = ['name', 'phone', 'company', 'department', 'areaName'] as const;

export function needsCompletion(info: UserInfo, locale: Locale): boolean {
  return completionFields.some((field) => !info[field]?.trim()) || (locale === 'cn' && !info.phoneVerified);
}

// Tokens whose info was completed since the user info was read (the guard's answer is older).
const completedTokens = new Set<string>();

/**
 * The login last sent to the page, kept for the browser session: a visitor who leaves the page is not
 * sent back on every page load. A mark of the token, not the token itself.
 */
const askedKey = 'completeInfoAsked';
const askedMark = (token: string) => token.slice(-12);
const askedStore = () => createPrefixedStorage(browserSessionStorage());

/**
 * Records a completion: the guard does not ask again with the info it read before, and the pages read
 * the saved info from now on.
 */
export function markCompleted(token: string, saved: UserInfo) {
  completedTokens.add(token);
  rememberUserInfo(token, saved);
}

const exemptPaths = new Set(['/complete-info', '/login', '/phone-login', '/registered', '/reset']);

/** The address of the completion page that returns to `from`. */
export function completeInfoHref(locale: Locale, from: string): string {
  return `${localizePath(locale, '/complete-info')}?redirect=${encodeURIComponent(from)}`;
}

/** Sends a logged-in user with incomplete info to /complete-info (once per login and session); render it in the shell. */
export function CompleteInfoGuard({ locale }: { locale: Locale }) {
  const { loggedIn } = useAuth();
  const token = useAuthToken();
  const info = useUserInfo(useApi(locale));
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn || !token || !info) return;
    if (completedTokens.has(token) || !needsCompletion(info, locale)) return;
    if (exemptPaths.has(stripLocalePrefix(location.pathname))) return;
    const asked = askedStore();
    if (asked.get<string>(askedKey) === askedMark(token)) return;
    asked.set(askedKey, askedMark(token));
    navigate(completeInfoHref(locale, `${location.pathname}${location.search}`), { replace: true });
  }, [loggedIn, token, info, location.pathname, location.search, locale, navigate]);
  return null;
}
