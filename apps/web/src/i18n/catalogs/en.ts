import ui from '@storefront/ui/i18n/en.json';
import validation from '@storefront/validation/i18n/en.json';
import app from '../en.json';

/** Every English message: the form rules', the design system's and the app's own, in one chunk. */
export default { ...validation, ...ui, ...app };
