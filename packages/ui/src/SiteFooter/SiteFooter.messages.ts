import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Typed placeholders so formatMessage checks its values. */
export const siteFooterMessages = defineMessages<{
  trademark: NoMessageValues;
  privacy: NoMessageValues;
  terms: NoMessageValues;
  email: NoMessageValues;
  tollFree: NoMessageValues;
  phone: NoMessageValues;
  social: NoMessageValues;
  wechat: NoMessageValues;
  wechatQr: NoMessageValues;
  legal: NoMessageValues;
}>({
  trademark: {
    id: 'ui.SiteFooter.trademark',
    defaultMessage: 'Trademarks',
    description: 'Footer link to the trademark information',
  },
  privacy: {
    id: 'ui.SiteFooter.privacy',
    defaultMessage: 'Privacy policy',
    description: 'Footer link to the privacy policy',
  },
  terms: {
    id: 'ui.SiteFooter.terms',
    defaultMessage: 'Terms and conditions',
    description: 'Footer link to the terms',
  },
  email: {
    id: 'ui.SiteFooter.email',
    defaultMessage: 'E-mail',
    description: 'Label before the contact e-mail address',
  },
  tollFree: {
    id: 'ui.SiteFooter.tollFree',
    defaultMessage: 'Toll-free',
    description: 'Label before the toll-free number',
  },
  phone: {
    id: 'ui.SiteFooter.phone',
    defaultMessage: 'Phone',
    description: 'Label before the phone number (narrow screens)',
  },
  social: {
    id: 'ui.SiteFooter.social',
    defaultMessage: 'Follow us',
    description: 'Heading of the social links (English site)',
  },
  wechat: {
    id: 'ui.SiteFooter.wechat',
    defaultMessage: 'Follow us on WeChat',
    description: 'Caption of the WeChat follow code',
  },
  wechatQr: {
    id: 'ui.SiteFooter.wechatQr',
    defaultMessage: 'WeChat official account QR code',
    description: 'Accessible name of the WeChat QR code',
  },
  legal: {
    id: 'ui.SiteFooter.legal',
    defaultMessage: 'Legal',
    description: 'Accessible name of the trademark, privacy and terms links',
  },
});
