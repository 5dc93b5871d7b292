import ui from '@storefront/ui/i18n/en.json?part=news';
import validation from '@storefront/validation/i18n/en.json?part=news';
import app from '../en.json?part=news';

/** The English messages of the catalog part `news` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
