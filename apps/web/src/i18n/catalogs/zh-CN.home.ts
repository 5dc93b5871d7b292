import ui from '@storefront/ui/i18n/zh-CN.json?part=home';
import validation from '@storefront/validation/i18n/zh-CN.json?part=home';
import app from '../zh-CN.json?part=home';

/** The Chinese messages of the catalog part `home` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
