import ui from '@storefront/ui/i18n/en.json?part=toolbox';
import validation from '@storefront/validation/i18n/en.json?part=toolbox';
import app from '../en.json?part=toolbox';

/** The English messages of the catalog part `toolbox` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
