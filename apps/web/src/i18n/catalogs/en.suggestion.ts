import ui from '@storefront/ui/i18n/en.json?part=suggestion';
import validation from '@storefront/validation/i18n/en.json?part=suggestion';
import app from '../en.json?part=suggestion';

/** The English messages of the catalog part `suggestion` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
