import { catalogPartNames } from '../i18n/catalogParts';
import { loadCatalog } from '../i18n/IntlRoot';

// In the app the server, the client entry, the site layout and the lazy routes load the parts of a
// site's catalog before they render; components rendered on their own here get every part.
await Promise.all(
  (['cn', 'en'] as const).flatMap((locale) => catalogPartNames.map((part) => loadCatalog(locale, part))),
);
