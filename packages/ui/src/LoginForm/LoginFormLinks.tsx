import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { Link } from '../Link';
import { loginFormMessages as messages } from './LoginForm.messages';
import classes from './LoginForm.module.css';

/** Where the account pages live; a form links to each one given except itself. */
export interface AccountHrefs {
  /** E-mail and password login, e.g. '/login'. */
  login?: string;
  /** Mobile and SMS code login, e.g. '/phone-login'. */
  phoneLogin?: string;
  /** Registration, e.g. '/registered'. */
  register?: string;
  /** Password reset, e.g. '/reset'. */
  reset?: string;
}

export interface LoginFormLinksProps {
  /** The account pages to link to (login, register, reset, …). */
  hrefs: AccountHrefs;
  /** The page the links are on, left out of the list. */
  current: keyof AccountHrefs;
  /** Renders the links, e.g. the router's link. @default 'a' */
  linkComponent?: LinkComponent | undefined;
}

const order: (keyof AccountHrefs)[] = ['reset', 'register', 'phoneLogin', 'login'];
const labels = {
  login: messages.toLogin,
  phoneLogin: messages.toPhoneLogin,
  register: messages.toRegister,
  reset: messages.toReset,
};

/** The links between the account forms (login ↔ register ↔ reset ↔ phone login). */
export function LoginFormLinks({ hrefs, current, linkComponent }: LoginFormLinksProps) {
  const intl = useIntl();
  const shown = order.filter((page) => page !== current && hrefs[page]);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.links)}>
      <ul className={classes.Links}>
        {shown.map((page) => (
          <li key={page}>
            {/* A LinkComponent takes exactly an anchor's props, so it is typed as 'a' for Link's polymorphic props. */}
            <Link as={(linkComponent ?? 'a') as 'a'} href={hrefs[page] as string}>
              {intl.formatMessage(labels[page])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
