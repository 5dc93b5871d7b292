import ui from '@storefront/ui/i18n/en.json?part=recruitment';
import validation from '@storefront/validation/i18n/en.json?part=recruitment';
import app from '../en.json?part=recruitment';

/** The English messages of the catalog part `recruitment` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
