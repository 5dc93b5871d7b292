import { type ApiClient, type CategoryNode, unwrap } from '@storefront/api-client';
import type { SelectOption } from '@storefront/ui';
import type { AppServices } from '../../app/services';
import type { Locale } from '../../i18n/locale';

/** Options of a select whose value is the contract's integer id (`areaId`, `industryId`, `treeId`). */
function byId(items: readonly { id: number; name: string }[]): SelectOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}

/**
 * The product categories of the trial (`treeId`): every category of the visible tree, a subcategory
 * named after its parent so that the choice reads alone ('Cytokines / Interleukins').
 */
export function categoryOptions(
  tree: readonly CategoryNode[],
  parents: readonly string[] = [],
): SelectOption[] {
  return tree.flatMap((node) => {
    const path = [...parents, node.name];
    return [{ value: String(node.id), label: path.join(' / ') }, ...categoryOptions(node.children, path)];
  });
}

export const areaOptions = async (api: ApiClient) => byId(await unwrap(api.GET('/distributor/area')));

export const industryOptions = async (api: ApiClient) =>
  byId(await unwrap(api.GET('/global_cfg/industry/values')));

export const categoryTreeOptions = async (services: AppServices, locale: Locale) =>
  categoryOptions(await services.categoryTree(locale));
