import { createContext, useContext } from 'react';
import type { SiteOrigins } from '../i18n/locale';

/** Deployment settings the browser needs too; the server embeds them as a JSON block (`documentData`). */
export interface SiteConfig {
  origins: SiteOrigins;
  /** A third-party tracking script (TRACKING_SCRIPT_URL); added to every page only when set. */
  trackingScriptUrl?: string | null;
}

export const sameOriginConfig: SiteConfig = { origins: { cn: null, en: null } };

export const SiteConfigContext = createContext<SiteConfig>(sameOriginConfig);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
