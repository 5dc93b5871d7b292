import ui from '@storefront/ui/i18n/en.json?part=product';
import validation from '@storefront/validation/i18n/en.json?part=product';
import app from '../en.json?part=product';

/** The English messages of the catalog part `product` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
