import ui from '@storefront/ui/i18n/zh-CN.json';
import validation from '@storefront/validation/i18n/zh-CN.json';
import app from '../zh-CN.json';

/** Every Chinese message: the form rules', the design system's and the app's own, in one chunk. */
export default { ...validation, ...ui, ...app };
