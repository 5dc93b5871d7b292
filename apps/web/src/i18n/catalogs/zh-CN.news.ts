import ui from '@storefront/ui/i18n/zh-CN.json?part=news';
import validation from '@storefront/validation/i18n/zh-CN.json?part=news';
import app from '../zh-CN.json?part=news';

/** The Chinese messages of the catalog part `news` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
