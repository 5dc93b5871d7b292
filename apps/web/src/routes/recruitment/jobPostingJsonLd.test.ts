import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from './jobPostingJsonLd';

describe('jobPostingJsonLd', () => {
  it('has what search engines require of a JobPosting', () => {
    const jsonLd = jobPostingJsonLd(
      {
        id: 3,
        title: 'Protein Purification Engineer',
        department: 'R&D Center',
        location: 'Beijing',
        headcount: 3,
        content: 'Run ÄKTA systems',
        requirements: 'BSc or higher',
        isHot: true,
        publishDate: '2026-10-08',
      },
      {
        url: 'https://shop.test/en/recruitment/job?id=3',
        organization: 'Hetai Bio',
        origin: 'https://shop.test',
        country: 'CN',
      },
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Protein Purification Engineer',
      datePosted: '2026-10-08',
      validThrough: '2027-01-06',
      totalJobOpenings: 3,
      hiringOrganization: { '@type': 'Organization', name: 'Hetai Bio' },
      jobLocation: { address: { addressLocality: 'Beijing', addressCountry: 'CN' } },
    });
    expect(jsonLd.description).toBe('Run ÄKTA systems\n\nBSc or higher');
  });
});
