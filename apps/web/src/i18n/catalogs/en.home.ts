import ui from '@storefront/ui/i18n/en.json?part=home';
import validation from '@storefront/validation/i18n/en.json?part=home';
import app from '../en.json?part=home';

/** The English messages of the catalog part `home` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
