import ui from '@storefront/ui/i18n/en.json?part=core';
import validation from '@storefront/validation/i18n/en.json?part=core';
import app from '../en.json?part=core';

/** The English messages of the catalog part `core` (catalogParts.ts): the form rules', design system's and app's. */
export default { ...validation, ...ui, ...app };
