import ui from '@storefront/ui/i18n/en.json?part=cart';
import validation from '@storefront/validation/i18n/en.json?part=cart';
import app from '../en.json?part=cart';

/** The English messages of the catalog part `cart` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
