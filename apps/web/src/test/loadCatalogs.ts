import { loadCatalog } from '../i18n/IntlRoot';

// In the app the server, the client entry and the site layout load a site's catalog before it renders.
await Promise.all([loadCatalog('cn'), loadCatalog('en')]);
