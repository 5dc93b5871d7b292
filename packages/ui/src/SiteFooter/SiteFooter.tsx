import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { QrCode } from '../QrCode';
import { siteFooterMessages } from './SiteFooter.messages';
import classes from './SiteFooter.module.css';

export interface SiteFooterSocialLink {
  /** Network name, e.g. 'LinkedIn'. */
  label: string;
  /** Profile URL (external). */
  href: string;
}

export interface SiteFooterLegalLinks {
  /** Trademark information (the app builds `/rich-detail?title=&fileId=` from global config `brand`). */
  trademarkHref?: string;
  /** Privacy policy (`privacy_policy` in global config). */
  privacyHref?: string;
  /** Terms and conditions (`terms_conditions` in global config). */
  termsHref?: string;
}

export interface SiteFooterProps extends ComponentPropsWithRef<'footer'> {
  /** Footer link lists (SiteFooter.Links: resources, news, about). */
  children?: ReactNode;
  /** Slot for the online-message form (LeaveMessageForm), shown beside the link lists. */
  messageForm?: ReactNode;
  /** Social network links, shown on the English site. @default [] */
  socialLinks?: SiteFooterSocialLink[];
  /** Value encoded in the WeChat follow QR code, shown on the Chinese site. */
  wechatQrValue?: string;
  /** Trademark, privacy and terms links; each is left out when its href is missing. */
  legalLinks?: SiteFooterLegalLinks;
  /** Contact e-mail for the current language (the sites publish different addresses). */
  email?: string;
  /** Toll-free number, as displayed. */
  tollFree?: string;
  /** Phone number shown only on narrow screens (below 1280 px), as displayed. */
  phone?: string;
  /** Called when a tel: link in the footer is followed (analytics). */
  onPhoneClick?: () => void;
  /** ICP licence line (Chinese site), e.g. '沪ICP备00000000号'. */
  icp?: { label: string; href?: string };
  /** Copyright line, already localized. */
  copyright: string;
  /** Component for internal links (legal links). @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root `<footer>`. */
  className?: string;
}

export interface SiteFooterLinksProps {
  /** Heading of the list, e.g. 'Resources'. */
  title: string;
  /** Links, in order. */
  links: { label: string; href: string }[];
  /** Component for the links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
}

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * The page footer on the dark brand background (SPEC §2 footer, every item): link columns
 * (`SiteFooter.Links`, as `children`), the message form slot, contact lines, social links and the WeChat QR
 * code, legal links, ICP and copyright.
 *
 * **Accessibility:** A `footer` (the page's contentinfo landmark); each link column and the contact block is
 * a `section` headed by an `h2`; the WeChat QR code is a labelled image in a `figure` with its caption; the
 * legal links are a list named 'Legal'; phone numbers are `tel:` links. Give the `messageForm` slot its own
 * accessible name (e.g. a labelled `section`).
 *
 * **Data attributes:** none.
 */
function SiteFooterRoot({
  children,
  messageForm,
  socialLinks = [],
  wechatQrValue,
  legalLinks,
  email,
  tollFree,
  phone,
  onPhoneClick,
  icp,
  copyright,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: SiteFooterProps) {
  const intl = useIntl();
  const legal = [
    legalLinks?.trademarkHref
      ? { href: legalLinks.trademarkHref, message: siteFooterMessages.trademark }
      : null,
    legalLinks?.privacyHref ? { href: legalLinks.privacyHref, message: siteFooterMessages.privacy } : null,
    legalLinks?.termsHref ? { href: legalLinks.termsHref, message: siteFooterMessages.terms } : null,
  ].filter((link) => link !== null);
  const hasContact = Boolean(email || tollFree || phone || socialLinks.length > 0 || wechatQrValue);

  return (
    <footer {...rest} className={clsx(classes.SiteFooter, className)}>
      <div className={classes.Inner}>
        {children || messageForm ? (
          <div className={classes.Main}>
            {children ? <div className={classes.Content}>{children}</div> : null}
            {messageForm ? <div className={classes.MessageForm}>{messageForm}</div> : null}
          </div>
        ) : null}
        {hasContact ? (
          <div className={classes.Contact}>
            <ul className={classes.ContactList}>
              {tollFree ? (
                <li>
                  <Icon name="phone" size="sm" /> {intl.formatMessage(siteFooterMessages.tollFree)}{' '}
                  <a className={classes.Link} href={tel(tollFree)} onClick={onPhoneClick}>
                    {tollFree}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li className={classes.NarrowOnly}>
                  <Icon name="phone" size="sm" /> {intl.formatMessage(siteFooterMessages.phone)}{' '}
                  <a className={classes.Link} href={tel(phone)} onClick={onPhoneClick}>
                    {phone}
                  </a>
                </li>
              ) : null}
              {email ? (
                <li>
                  <Icon name="mail" size="sm" /> {intl.formatMessage(siteFooterMessages.email)}{' '}
                  <a className={classes.Link} href={`mailto:${email}`}>
                    {email}
                  </a>
                </li>
              ) : null}
            </ul>
            {socialLinks.length > 0 ? (
              <section className={classes.Social}>
                <h2 className={classes.LinksTitle}>{intl.formatMessage(siteFooterMessages.social)}</h2>
                <ul className={classes.SocialList}>
                  {socialLinks.map((link) => (
                    <li key={link.href}>
                      <a className={classes.Link} href={link.href} rel="noopener noreferrer" target="_blank">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {wechatQrValue ? (
              <figure className={classes.Wechat}>
                <QrCode
                  value={wechatQrValue}
                  label={intl.formatMessage(siteFooterMessages.wechatQr)}
                  size={96}
                />
                <figcaption>{intl.formatMessage(siteFooterMessages.wechat)}</figcaption>
              </figure>
            ) : null}
          </div>
        ) : null}
        <div className={classes.Bottom}>
          <p className={classes.Copyright}>{copyright}</p>
          {icp ? (
            <p className={classes.Copyright}>
              {icp.href ? (
                <a className={classes.Link} href={icp.href} rel="noopener noreferrer" target="_blank">
                  {icp.label}
                </a>
              ) : (
                icp.label
              )}
            </p>
          ) : null}
          {legal.length > 0 ? (
            <ul className={classes.Legal} aria-label={intl.formatMessage(siteFooterMessages.legal)}>
              {legal.map((link) => (
                <li key={link.href}>
                  <LinkElement href={link.href} className={classes.Link}>
                    {intl.formatMessage(link.message)}
                  </LinkElement>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

/** A titled column of footer links. */
export function SiteFooterLinks({ title, links, linkComponent: LinkElement = 'a' }: SiteFooterLinksProps) {
  return (
    <section className={classes.Links}>
      <h2 className={classes.LinksTitle}>{title}</h2>
      <ul className={classes.LinksList}>
        {links.map((link) => (
          <li key={link.href}>
            <LinkElement href={link.href} className={classes.Link}>
              {link.label}
            </LinkElement>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page footer (see SiteFooterRoot's notes); `SiteFooter.Links` is a titled column of footer links. */
export const SiteFooter = Object.assign(SiteFooterRoot, { Links: SiteFooterLinks });
