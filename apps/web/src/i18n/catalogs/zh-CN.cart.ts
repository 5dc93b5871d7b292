import ui from '@storefront/ui/i18n/zh-CN.json?part=cart';
import validation from '@storefront/validation/i18n/zh-CN.json?part=cart';
import app from '../zh-CN.json?part=cart';

/** The Chinese messages of the catalog part `cart` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
