import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/locale';
import type { ApiClient, AppServices } from './services';

/**
 * The same services the loaders get from the router context, for views that send something (forms).
 * Both entries provide it: the server its per-request services, the browser its own.
 */
export const ServicesReactContext = createContext<AppServices | null>(null);

/** The API client of a site, for event handlers (sending a form). */
export function useApi(locale: Locale): ApiClient {
  const services = useContext(ServicesReactContext);
  if (!services) throw new Error('ServicesReactContext is not provided');
  return services.api(locale);
}
