import ui from '@storefront/ui/i18n/en.json?part=applications';
import validation from '@storefront/validation/i18n/en.json?part=applications';
import app from '../en.json?part=applications';

/** The English messages of the catalog part `applications` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
