import { messages, validationMessages } from '@storefront/ui';
import { de } from './de';

/**
 * The German catalog react-intl gets: @storefront/ui ships zh-CN and en only, so the site lays its own German
 * over the English component and form-rule messages; an id it does not translate shows in English instead of
 * as a raw id.
 */
const english = { ...validationMessages.en, ...messages.en };

/**
 * Ids of the German catalog that the installed package no longer has (renamed or removed in an upgrade):
 * their text would silently never show, so the site says so in the console (the example's test fails on it).
 */
const stale = Object.keys(de).filter((id) => !id.startsWith('site.') && !(id in english));
if (stale.length > 0)
  console.error(`German messages for ids @storefront/ui does not have: ${stale.join(', ')}`);

export const catalog: Record<string, string> = { ...english, ...de };
