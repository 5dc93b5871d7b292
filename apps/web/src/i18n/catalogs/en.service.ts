import ui from '@storefront/ui/i18n/en.json?part=service';
import validation from '@storefront/validation/i18n/en.json?part=service';
import app from '../en.json?part=service';

/** The English messages of the catalog part `service` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
