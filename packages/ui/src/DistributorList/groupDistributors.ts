/** The fields grouping needs. */
export interface GroupableDistributor {
  region: string;
  country: string;
}

export interface DistributorRegionGroup<T extends GroupableDistributor> {
  region: string;
  countries: { country: string; distributors: T[] }[];
}

/**
 * Distributors by region, then country. Regions and countries keep the order in which they first appear
 * (the API's order is the editors' order), distributors their order within a country.
 */
export function groupDistributors<T extends GroupableDistributor>(
  distributors: readonly T[],
): DistributorRegionGroup<T>[] {
  const regions = new Map<string, Map<string, T[]>>();
  for (const distributor of distributors) {
    let countries = regions.get(distributor.region);
    if (!countries) {
      countries = new Map();
      regions.set(distributor.region, countries);
    }
    const list = countries.get(distributor.country);
    if (list) list.push(distributor);
    else countries.set(distributor.country, [distributor]);
  }
  return [...regions].map(([region, countries]) => ({
    region,
    countries: [...countries].map(([country, list]) => ({ country, distributors: list })),
  }));
}

/** A website as stored (with or without scheme) as an absolute URL, and as shown (host and path). */
export function websiteUrl(website: string): { href: string; text: string } {
  const trimmed = website.trim();
  const href = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return { href, text: trimmed.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}

/** A phone number as a tel: URL (digits and a leading +). */
export function telUrl(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
