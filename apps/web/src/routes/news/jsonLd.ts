import type { Article, Meeting } from '@storefront/api-client';

/** The publisher of the news and the organiser named in the JSON-LD (the brand, on this site's origin). */
export interface Publisher {
  name: string;
  url: string;
  logo: string;
}

/** schema.org `NewsArticle` of an article page. */
export function newsArticleJsonLd(
  article: Article,
  { url, publisher, image }: { url: string; publisher: Publisher; image: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishDate,
    image: [image],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: publisher.name, url: publisher.url },
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: publisher.url,
      logo: { '@type': 'ImageObject', url: publisher.logo },
    },
  };
}

/**
 * schema.org `Event` of a meeting page: attended in person at its venue; the organiser is named for the
 * meetings the company holds itself (no booth), otherwise the company is a performer (an exhibitor).
 */
export function meetingJsonLd(
  meeting: Meeting,
  { url, publisher, image }: { url: string; publisher: Publisher; image: string },
): Record<string, unknown> {
  const company = { '@type': 'Organization', name: publisher.name, url: publisher.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meeting.title,
    description: meeting.summary,
    startDate: meeting.startDate,
    endDate: meeting.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    image: [image],
    url,
    location: {
      '@type': 'Place',
      name: meeting.venue,
      address: { '@type': 'PostalAddress', addressLocality: meeting.city },
    },
    ...(meeting.booth === null ? { organizer: company } : { performer: company }),
  };
}
