import ui from '@storefront/ui/i18n/zh-CN.json?part=search';
import validation from '@storefront/validation/i18n/zh-CN.json?part=search';
import app from '../zh-CN.json?part=search';

/** The Chinese messages of the catalog part `search` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
