import type { UserInfo } from '@storefront/api-client';
import type { ProductSuggestionDefaults, SelectOption } from '@storefront/ui';
import { productSuggestionForm, validateForm } from '@storefront/validation';

const productNameRule = { productName: productSuggestionForm.productName };

/**
 * The prefill of the suggestion form: the searched words as the product name when they fit its rule
 * (2 to 10 characters); longer words are left out rather than cut, since a cut name would be one the
 * visitor never typed and an unfit one would be refused on submit. A logged-in visitor's contact
 * details are prefilled too; the profile's area becomes the region only when the region list offers
 * it: a select cannot show a value it does not list.
 */
export function suggestionDefaults(
  userInfo: UserInfo | null,
  keywords: string,
  regions: SelectOption[] | null,
): ProductSuggestionDefaults {
  const defaults: ProductSuggestionDefaults = {};
  // The site does not matter: the product name is text on both.
  if (keywords && !validateForm(productNameRule, { productName: keywords }, 'cn').productName) {
    defaults.productName = keywords;
  }
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
