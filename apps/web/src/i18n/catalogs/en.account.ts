import ui from '@storefront/ui/i18n/en.json?part=account';
import validation from '@storefront/validation/i18n/en.json?part=account';
import app from '../en.json?part=account';

/** The English messages of the catalog part `account` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
