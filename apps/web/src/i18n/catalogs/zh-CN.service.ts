import ui from '@storefront/ui/i18n/zh-CN.json?part=service';
import validation from '@storefront/validation/i18n/zh-CN.json?part=service';
import app from '../zh-CN.json?part=service';

/** The Chinese messages of the catalog part `service` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
