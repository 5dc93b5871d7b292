import ui from '@storefront/ui/i18n/en.json?part=literature';
import validation from '@storefront/validation/i18n/en.json?part=literature';
import app from '../en.json?part=literature';

/** The English messages of the catalog part `literature` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
