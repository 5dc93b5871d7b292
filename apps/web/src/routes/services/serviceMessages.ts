import { defineMessages } from 'react-intl';

/** The words of both services pages. */
export const serviceMessages = defineMessages({
  home: { id: 'web.service.home', defaultMessage: 'Home' },
  title: { id: 'web.service.title', defaultMessage: 'Services' },
  description: {
    id: 'web.service.description',
    defaultMessage:
      'Custom protein expression, antibody development, binding kinetics, stable cell lines and mRNA analysis: what we run for you, how and how long it takes.',
  },
  intro: {
    id: 'web.service.intro',
    defaultMessage:
      'Our scientists run the work you would rather not set up yourself, with the same QC as our catalogue products.',
  },
  timeline: { id: 'web.service.timeline', defaultMessage: 'Typical timeline' },
  empty: { id: 'web.service.empty', defaultMessage: 'No services are listed at the moment' },
  errorTitle: { id: 'web.service.errorTitle', defaultMessage: 'The services could not be loaded' },
  retry: { id: 'web.service.retry', defaultMessage: 'Try again' },
  overview: { id: 'web.service.overview', defaultMessage: 'Overview' },
  workflow: { id: 'web.service.workflow', defaultMessage: 'Workflow' },
  deliverables: { id: 'web.service.deliverables', defaultMessage: 'Deliverables' },
  sampleRequirements: { id: 'web.service.sampleRequirements', defaultMessage: 'Sample requirements' },
  products: { id: 'web.service.products', defaultMessage: 'Related products' },
  enquiry: { id: 'web.service.enquiry', defaultMessage: 'Ask about this service' },
  enquiryButton: { id: 'web.service.enquiryButton', defaultMessage: 'Request a quote' },
  enquirySubject: {
    id: 'web.service.enquirySubject',
    defaultMessage: 'Service',
    description: 'Label of the enquiry field naming the service asked about',
  },
  allServices: { id: 'web.service.allServices', defaultMessage: 'All services' },
  areaMainland: { id: 'web.service.areaMainland', defaultMessage: 'Mainland China' },
  areaOther: { id: 'web.service.areaOther', defaultMessage: 'Other countries and regions' },
});

/** The `menuId` of `/service?menuId=`: a positive 32-bit id, else null (the page answers 404). */
export function serviceIdOf(url: URL): number | null {
  const raw = url.searchParams.get('menuId')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
