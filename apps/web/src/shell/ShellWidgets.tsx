import { authMessages, BackToTop, ConfirmDialog, ContactWidget, FloatingCart } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { RouterLink } from '../app/RouterLink';
import { useAuth } from '../auth/auth';
import { type Locale, localizePath } from '../i18n/locale';

export interface ShellWidgetsProps {
  locale: Locale;
  /** SPEC §3 total: the sum of the counts. */
  cartCount: number;
  /** The QR code of the contact widget (WeChat on the Chinese site, LinkedIn on the English one). */
  socialQr: string | undefined;
  socialQrLabel: string;
  contactLinkLabel: string;
  showContactWidget: boolean;
}

/**
 * The shell's floating parts: the logout question, back to top, the floating cart and the contact
 * widget. None is part of the page's flow (they float or open over it), so the shell renders them once
 * the browser is idle after hydration, from their own chunk (see IdleWidgets).
 */
export default function ShellWidgets({
  locale,
  cartCount,
  socialQr,
  socialQrLabel,
  contactLinkLabel,
  showContactWidget,
}: ShellWidgetsProps) {
  const intl = useIntl();
  const auth = useAuth();
  return (
    <>
      <ConfirmDialog
        open={auth.confirmingLogout}
        title={intl.formatMessage(authMessages.logoutTitle)}
        description={intl.formatMessage(authMessages.logoutConfirm)}
        onConfirm={() => auth.actor?.send({ type: 'auth.confirm' })}
        onCancel={() => auth.actor?.send({ type: 'auth.cancel' })}
      />
      <BackToTop focusTargetId="main" />
      {/* Below 1280 px both rest in the band at the bottom of the screen, at its two ends. */}
      <FloatingCart
        href={localizePath(locale, '/cart')}
        count={cartCount}
        defaultEdge="left"
        linkComponent={RouterLink}
      />
      {socialQr ? (
        <ContactWidget
          qrValue={socialQr}
          qrLabel={socialQrLabel}
          href={localizePath(locale, '/contact')}
          linkLabel={contactLinkLabel}
          hidden={!showContactWidget}
        />
      ) : null}
    </>
  );
}
