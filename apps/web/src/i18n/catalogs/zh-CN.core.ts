import ui from '@storefront/ui/i18n/zh-CN.json?part=core';
import validation from '@storefront/validation/i18n/zh-CN.json?part=core';
import app from '../zh-CN.json?part=core';

/** The Chinese messages of the catalog part `core` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
