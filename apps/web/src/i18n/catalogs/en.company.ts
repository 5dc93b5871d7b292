import ui from '@storefront/ui/i18n/en.json?part=company';
import validation from '@storefront/validation/i18n/en.json?part=company';
import app from '../en.json?part=company';

/** The English messages of the catalog part `company` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
