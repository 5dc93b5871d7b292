import type { UserInfo } from '@storefront/api-client';
import type { ProductSuggestionDefaults, SelectOption } from '@storefront/ui';

/**
 * The prefill of the suggestion form: the searched words as the product name (the visitor may shorten
 * them), and a logged-in visitor's contact details. The profile's area becomes the region only when the
 * region list offers it: a select cannot show a value it does not list.
 */
export function suggestionDefaults(
  userInfo: UserInfo | null,
  keywords: string,
  regions: SelectOption[] | null,
): ProductSuggestionDefaults {
  const defaults: ProductSuggestionDefaults = {};
  if (keywords) defaults.productName = keywords;
  if (!userInfo) return defaults;
  const areaListed = !regions || regions.some((region) => region.value === userInfo.areaName);
  return {
    ...defaults,
    name: userInfo.name,
    company: userInfo.company,
    department: userInfo.department,
    email: userInfo.email,
    phone: userInfo.phone,
    ...(areaListed && userInfo.areaName && { region: userInfo.areaName }),
  };
}
