import ui from '@storefront/ui/i18n/zh-CN.json?part=suggestion';
import validation from '@storefront/validation/i18n/zh-CN.json?part=suggestion';
import app from '../zh-CN.json?part=suggestion';

/** The Chinese messages of the catalog part `suggestion` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
