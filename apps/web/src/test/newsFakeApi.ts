import type { components } from '@storefront/api-client/schema';
import { envelope } from './fakeApi';

type Article = components['schemas']['Article'];
type Meeting = components['schemas']['Meeting'];

/** Test data of the news pages: three news, one activity, two meetings (the first held by the company). */
export const newsArticles: Article[] = [
  {
    id: 12,
    title: 'Phase II of the Suzhou GMP site comes on stream',
    summary: 'Two new GMP lines triple the output of GMP cytokines.',
    content: '<p>Phase II adds <strong>4,000 m²</strong> of clean rooms.</p><ul><li>IL-2</li></ul>',
    category: 'news',
    publishDate: '2026-09-08',
    cover: null,
  },
  {
    id: 11,
    title: 'Certified to ISO 13485',
    summary: 'Design and manufacture of diagnostic antigens.',
    content: '<p>Certified.</p>',
    category: 'news',
    publishDate: '2026-02-12',
    cover: null,
  },
  {
    id: 10,
    title: 'Claudin 18.2 proteins available',
    summary: 'Native conformation.',
    content: '<p>Full length.</p>',
    category: 'news',
    publishDate: '2024-12-10',
    cover: 'https://cdn.example.com/cldn.jpg',
  },
  {
    id: 9,
    title: 'Webinar: capping analysis',
    summary: 'Join us online.',
    content: '<p>Online.</p>',
    category: 'activity',
    publishDate: '2026-05-01',
    cover: null,
  },
];

export const newsMeetings: Meeting[] = [
  {
    id: 3,
    title: 'mRNA Quality Control Seminar 2026',
    summary: 'Methods and cases for capping rate and dsRNA testing.',
    startDate: '2026-09-18',
    endDate: '2026-09-18',
    city: 'Shanghai, China',
    venue: 'Zhangjiang Science Hall',
    booth: null,
    cover: null,
    agenda: '<h3>September 18</h3><ol><li>14:00 Critical quality attributes</li></ol>',
    products: [{ catalogNumber: 'CD002', name: 'mRNA Cap Detection Kit' }],
  },
  {
    id: 2,
    title: 'BIO-Europe 2026',
    summary: 'mRNA enzymes in Munich.',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    city: 'Munich, Germany',
    venue: 'ICM',
    booth: 'C-18',
    cover: null,
    agenda: '<ul><li>Booth C-18 open all day</li></ul>',
    products: [],
  },
];

const notFound = () => envelope(null, { status: 404, code: 'E0005', msg: 'not found' });

/** `ssrPage` overrides answering the news calls like the server does (newest first, by category). */
export function newsApi(): Record<string, (url: URL) => Response> {
  const byDate = [...newsArticles].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const routes: Record<string, (url: URL) => Response> = {
    '/article': (url) => {
      const category = url.searchParams.get('category');
      const list = byDate.filter((article) => !category || article.category === category);
      return envelope({
        list,
        total: list.length,
        page: Number(url.searchParams.get('page') ?? 1),
        size: 10,
      });
    },
    '/meeting': (url) =>
      envelope({
        list: newsMeetings,
        total: newsMeetings.length,
        page: Number(url.searchParams.get('page') ?? 1),
        size: 10,
      }),
  };
  for (const article of newsArticles) {
    const same = byDate.filter((candidate) => candidate.category === article.category);
    const index = same.indexOf(article);
    const link = (neighbour: Article | undefined) =>
      neighbour ? { id: neighbour.id, title: neighbour.title, publishDate: neighbour.publishDate } : null;
    routes[`/article/${article.id}`] = () =>
      envelope({
        article,
        previous: link(same[index + 1]),
        next: link(same[index - 1]),
        relatedProducts:
          article.id === 12 ? [{ catalogNumber: 'IL2-H1011', name: 'Human IL-2 Protein' }] : [],
      });
  }
  for (const meeting of newsMeetings) routes[`/meeting/${meeting.id}`] = () => envelope(meeting);
  routes['/article/404'] = notFound;
  routes['/meeting/404'] = notFound;
  return routes;
}
