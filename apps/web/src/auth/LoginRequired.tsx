import { EmptyState, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../app/RouterLink';
import { localeFromPath, localizePath } from '../i18n/locale';
import { useLoginKnown } from './auth';
import { loginHref } from './authSession';
import classes from './LoginRequired.module.css';

const messages = defineMessages({
  login: { id: 'web.account.loginAction', defaultMessage: 'Log in' },
  register: { id: 'web.account.registerAction', defaultMessage: 'Create an account' },
});

/**
 * What a page for logged-in users shows to a visitor (SPEC §6): why, and a login link that comes back to
 * this page (`redirect`), with registration beside it. `pending`: the login is not known yet (the server
 * and the first browser render); the links keep their place unseen, so that the page does not shift when
 * the visitor turns out to be logged out.
 */
export function LoginRequired({
  title,
  description,
  pending = false,
}: {
  title: ReactNode;
  description: ReactNode;
  pending?: boolean;
}) {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const login = loginHref(locale, `${location.pathname}${location.search}`);
  return (
    <div aria-busy={pending || undefined} data-state={pending ? 'unknown' : 'logged-out'}>
      <EmptyState
        // New nodes once the login is known: a centred title whose text changed in place (the cart's
        // "Opening your cart…" → "Log in to see your cart") moved, a layout shift; new ones do not.
        key={pending ? 'pending' : 'known'}
        icon="user"
        title={title}
        description={description}
        action={
          <span
            className={pending ? `${classes.Actions} ${classes.PendingActions}` : classes.Actions}
            aria-hidden={pending || undefined}
            inert={pending || undefined}
          >
            <Link as={RouterLink} href={login} variant="standalone">
              {intl.formatMessage(messages.login)}
            </Link>
            <Link as={RouterLink} href={localizePath(locale, '/registered')}>
              {intl.formatMessage(messages.register)}
            </Link>
          </span>
        }
      />
    </div>
  );
}

/**
 * A page's part for logged-in users (the cart, the orders, the applications): until the login is known
 * (the server and the first browser render) it is laid out as the logged-out state, `LoginRequired`
 * pending under `pendingTitle`, so that nothing shifts for a visitor without a login; then that state, or
 * `children` for a logged-in user. Every state sits in one box of a reserved height: a logged-in user's
 * list goes from pending to loading (skeletons) to empty, each a little taller or shorter than the last,
 * and without the reserve what follows (the footer) moved at each step.
 */
export function LoginGate({
  pendingTitle,
  loggedOutTitle,
  description,
  children,
}: {
  pendingTitle: ReactNode;
  loggedOutTitle: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  const loginKnown = useLoginKnown();
  return (
    <div className={classes.Gate}>
      {loginKnown === null ? (
        <LoginRequired pending title={pendingTitle} description={description} />
      ) : loginKnown ? (
        children
      ) : (
        <LoginRequired title={loggedOutTitle} description={description} />
      )}
    </div>
  );
}
