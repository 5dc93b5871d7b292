import ui from '@storefront/ui/i18n/en.json?part=search';
import validation from '@storefront/validation/i18n/en.json?part=search';
import app from '../en.json?part=search';

/** The English messages of the catalog part `search` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
