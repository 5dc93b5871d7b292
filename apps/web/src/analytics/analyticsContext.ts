import { createContext, useContext } from 'react';
import type { ChannelEvent } from './channelAnalytics';

export type { ChannelEvent };

/** What views need of the channel analytics: a way to record an event. */
export interface AnalyticsApi {
  track(event: ChannelEvent): void;
}

/**
 * Events only happen on clicks and submits in the browser, whose entry provides the real analytics;
 * the server renders with this default, which has nothing to record.
 */
export const AnalyticsContext = createContext<AnalyticsApi>({ track: () => {} });

export function useAnalytics(): AnalyticsApi {
  return useContext(AnalyticsContext);
}
