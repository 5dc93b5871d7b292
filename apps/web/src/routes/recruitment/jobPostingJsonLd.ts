import type { Job } from '@storefront/api-client';

/** How long a posting stays valid for search engines after it was posted (then it is re-posted or closed). */
const VALID_DAYS = 90;

/**
 * schema.org `JobPosting` of a job page (Google's required fields: title, description, datePosted,
 * hiringOrganization, jobLocation). The description is the duties and requirements as plain lines.
 */
export function jobPostingJsonLd(
  job: Job,
  {
    url,
    organization,
    origin,
    country,
  }: { url: string; organization: string; origin: string; country: string },
): Record<string, unknown> {
  const validThrough = new Date(`${job.publishDate}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + VALID_DAYS);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.content}\n\n${job.requirements}`,
    datePosted: job.publishDate,
    validThrough: validThrough.toISOString().slice(0, 10),
    employmentType: 'FULL_TIME',
    totalJobOpenings: job.headcount,
    occupationalCategory: job.department,
    directApply: true,
    url,
    hiringOrganization: { '@type': 'Organization', name: organization, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: country },
    },
  };
}
