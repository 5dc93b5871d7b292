import ui from '@storefront/ui/i18n/zh-CN.json?part=applications';
import validation from '@storefront/validation/i18n/zh-CN.json?part=applications';
import app from '../zh-CN.json?part=applications';

/** The Chinese messages of the catalog part `applications` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
