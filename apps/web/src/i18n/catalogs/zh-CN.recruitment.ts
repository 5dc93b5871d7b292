import ui from '@storefront/ui/i18n/zh-CN.json?part=recruitment';
import validation from '@storefront/validation/i18n/zh-CN.json?part=recruitment';
import app from '../zh-CN.json?part=recruitment';

/** The Chinese messages of the catalog part `recruitment` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
