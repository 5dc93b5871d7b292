import type { ContactChannel, Office } from '@storefront/api-client';

/** The schema.org `contactType` of each contact channel. */
const contactTypes: Record<ContactChannel['key'], string> = {
  catalog: 'sales',
  customized: 'customer service',
  support: 'technical support',
  careers: 'human resources',
  investors: 'investor relations',
};

/**
 * schema.org `Organization` of the about-us and contact pages: the headquarters' address as the company's,
 * every office as a location, and a contact point per office and per contact channel.
 */
export function organizationJsonLd({
  name,
  url,
  offices,
  channels = [],
  language,
}: {
  name: string;
  /** The site's home page. */
  url: string;
  offices: readonly Office[];
  channels?: readonly ContactChannel[];
  /** BCP 47 tag of the page. */
  language: string;
}) {
  const address = (office: Office) => ({
    '@type': 'PostalAddress',
    streetAddress: office.address,
    addressLocality: office.city,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  });
  const headquarters = offices.find((office) => office.kind === 'headquarters');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(headquarters && { address: address(headquarters), email: headquarters.email }),
    location: offices.map((office) => ({ '@type': 'Place', name: office.name, address: address(office) })),
    contactPoint: [
      ...offices.map((office) => ({
        '@type': 'ContactPoint',
        name: office.name,
        telephone: office.phone,
        email: office.email,
        contactType: 'customer service',
        availableLanguage: language,
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:30',
        },
      })),
      ...channels.map((channel) => ({
        '@type': 'ContactPoint',
        name: channel.title,
        telephone: channel.phone,
        email: channel.email,
        contactType: contactTypes[channel.key],
        availableLanguage: language,
      })),
    ],
  };
}
