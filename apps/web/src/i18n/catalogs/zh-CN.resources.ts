import ui from '@storefront/ui/i18n/zh-CN.json?part=resources';
import validation from '@storefront/validation/i18n/zh-CN.json?part=resources';
import app from '../zh-CN.json?part=resources';

/** The Chinese messages of the catalog part `resources` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
