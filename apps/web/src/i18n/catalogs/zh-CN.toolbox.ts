import ui from '@storefront/ui/i18n/zh-CN.json?part=toolbox';
import validation from '@storefront/validation/i18n/zh-CN.json?part=toolbox';
import app from '../zh-CN.json?part=toolbox';

/** The Chinese messages of the catalog part `toolbox` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
