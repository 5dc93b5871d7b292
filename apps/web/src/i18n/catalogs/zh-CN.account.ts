import ui from '@storefront/ui/i18n/zh-CN.json?part=account';
import validation from '@storefront/validation/i18n/zh-CN.json?part=account';
import app from '../zh-CN.json?part=account';

/** The Chinese messages of the catalog part `account` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
