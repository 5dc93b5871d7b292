import ui from '@storefront/ui/i18n/zh-CN.json?part=literature';
import validation from '@storefront/validation/i18n/zh-CN.json?part=literature';
import app from '../zh-CN.json?part=literature';

/** The Chinese messages of the catalog part `literature` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
