import ui from '@storefront/ui/i18n/zh-CN.json?part=product';
import validation from '@storefront/validation/i18n/zh-CN.json?part=product';
import app from '../zh-CN.json?part=product';

/** The Chinese messages of the catalog part `product` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
