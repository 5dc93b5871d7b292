import ui from '@storefront/ui/i18n/en.json?part=resources';
import validation from '@storefront/validation/i18n/en.json?part=resources';
import app from '../en.json?part=resources';

/** The English messages of the catalog part `resources` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
