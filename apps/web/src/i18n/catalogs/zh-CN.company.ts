import ui from '@storefront/ui/i18n/zh-CN.json?part=company';
import validation from '@storefront/validation/i18n/zh-CN.json?part=company';
import app from '../zh-CN.json?part=company';

/** The Chinese messages of the catalog part `company` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
