import type { UserInfo } from '@storefront/api-client';
import type { SelectOption } from '@storefront/ui';

/**
 * The wizards' prefill from a logged-in user's details (GET /users/info): the applicant's contact
 * fields, and the province when the list offers the profile's area by name (a select cannot show a
 * value it does not list). Empty details are left out, so they never hide a field's message. A restored
 * draft wins over all of it (the machine's rule).
 */
export function applicationPrefill(
  userInfo: UserInfo | null,
  areas: readonly SelectOption[],
): Record<string, string> {
  if (!userInfo) return {};
  const area = areas.find((option) => option.label === userInfo.areaName);
  const prefill: Record<string, string> = {
    name: userInfo.name,
    company: userInfo.company,
    department: userInfo.department,
    email: userInfo.email,
    phone: userInfo.phone,
    areaId: area?.value ?? '',
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value.trim() !== ''));
}
