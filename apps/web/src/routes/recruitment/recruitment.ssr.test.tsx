import uiEn from '@storefront/ui/i18n/en.json';
import uiZh from '@storefront/ui/i18n/zh-CN.json';
import validationEn from '@storefront/validation/i18n/en.json';
import { describe, expect, it } from 'vitest';
import appEn from '../../i18n/en.json';
import appZh from '../../i18n/zh-CN.json';
import { envelope } from '../../test/fakeApi';
import { ssrPage, titleOf } from '../../test/ssrPage';

const catalogs = { en: { ...uiEn, ...appEn }, cn: { ...uiZh, ...appZh } } as const;
const say = (site: 'en' | 'cn', id: string) => (catalogs[site] as Record<string, string>)[id] ?? id;
/** The HTML-escaped text, as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const jobs = [
  {
    id: 7,
    title: 'mRNA Process Development Engineer',
    department: 'Nucleic Acid Business Unit',
    location: 'Suzhou',
    headcount: 2,
    content: 'Optimise in vitro transcription\nSet up capping analytics',
    requirements: 'MSc or higher\nIVT experience',
    isHot: true,
    publishDate: '2026-10-20',
  },
  {
    id: 8,
    title: 'Warehouse and Logistics Specialist',
    department: 'Operations',
    location: 'Suzhou',
    headcount: 1,
    content: 'Ship cold-chain products',
    requirements: 'Associate degree',
    isHot: false,
    publishDate: '2026-08-28',
  },
];
const config = {
  salary: 'Fixed salary, quarterly bonus and year-end bonus.',
  welfare: ['Social insurance and housing fund', 'A full health check every year'],
  content: 'We make recombinant proteins.',
  requirements: 'Careful bench habits.',
};

const answers = {
  '/recruitment_needs/config': () => envelope(config),
  '/recruitment_needs': () => envelope({ list: jobs, total: jobs.length, page: 1, size: 100 }),
  '/recruitment_needs/7': () => envelope(jobs[0]),
};

describe('/recruitment', () => {
  it.each([
    ['cn', '/recruitment', ''],
    ['en', '/en/recruitment', '/en'],
  ] as const)(
    'renders the %s careers page: salary, welfare, hot jobs and every job',
    async (site, path, prefix) => {
      const { res, html, paths, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      const title = say(site, 'web.recruitment.title');
      expect(titleOf(html)?.startsWith(`${title} | `)).toBe(true);
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([title]);
      expect(paths).toContain('/api/v1/recruitment_needs/config');
      for (const id of [
        'salaryTitle',
        'welfareTitle',
        'contentTitle',
        'requirementsTitle',
        'hotJobsTitle',
        'allJobsTitle',
      ]) {
        expect(html, id).toContain(escaped(say(site, `web.recruitment.${id}`)));
      }
      expect(html).toContain(config.welfare[1]);
      // The hot job in both lists, the other one only in the full list.
      expect(html.split(`href="${prefix}/recruitment/job?id=7"`)).toHaveLength(3);
      expect(html.split(`href="${prefix}/recruitment/job?id=8"`)).toHaveLength(2);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('shows the empty state without jobs, and the error state (503) when the API fails', async () => {
    const empty = await ssrPage('/en/recruitment', {
      ...answers,
      '/recruitment_needs': () => envelope({ list: [], total: 0, page: 1, size: 100 }),
    });
    expect(empty.res.status).toBe(200);
    expect(empty.html).toContain(escaped(say('en', 'ui.JobList.emptyTitle')));
    expect(empty.html).not.toContain(escaped(say('en', 'web.recruitment.hotJobsTitle')));
    const failed = await ssrPage('/recruitment', {
      ...answers,
      '/recruitment_needs/config': () => envelope(null, { status: 500, code: 'E0009', msg: 'server error' }),
    });
    expect(failed.res.status).toBe(503);
    expect(failed.html).toContain(say('cn', 'web.recruitment.errorTitle'));
  });
});

describe('/recruitment/job', () => {
  it.each([
    ['cn', '/recruitment/job?id=7'],
    ['en', '/en/recruitment/job?id=7'],
  ] as const)(
    'renders the %s job page: duties, requirements, JobPosting JSON-LD, the apply form',
    async (site, path) => {
      const { res, html, onError } = await ssrPage(path, answers);
      expect(res.status).toBe(200);
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual([
        jobs[0]?.title,
      ]);
      expect(html).toContain('Set up capping analytics');
      const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      const jsonLd = JSON.parse(block);
      expect(jsonLd).toMatchObject({
        '@type': 'JobPosting',
        title: jobs[0]?.title,
        datePosted: '2026-10-20',
        hiringOrganization: { name: say(site, 'web.brand.name') },
        jobLocation: { address: { addressLocality: 'Suzhou' } },
      });
      expect(jsonLd.url).toBe(`http://shop.test${path}`);
      for (const field of ['name', 'email', 'phone', 'jobId', 'cv'])
        expect(html, field).toContain(`name="${field}"`);
      expect(html).toMatch(/<input[^>]*type="file"[^>]*accept=".pdf,.doc,.docx"/);
      // The job of the page is chosen in the form already.
      expect(html).toMatch(/<option value="7" selected="">/);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it.each(['/recruitment/job', '/en/recruitment/job?id=abc', '/recruitment/job?id=99'])(
    'answers 404 for %s',
    async (path) => {
      const { res } = await ssrPage(path, {
        ...answers,
        '/recruitment_needs/99': () => envelope(null, { status: 404, code: 'E0005', msg: 'not found' }),
      });
      expect(res.status).toBe(404);
    },
  );
});

describe('/recruitment/job without JavaScript (the application action)', () => {
  /** The form as a browser without JavaScript posts it: multipart, the CV as a file. */
  function application(fields: Record<string, string>, cv?: File) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (cv) body.set('cv', cv);
    return { method: 'POST', body };
  }
  const fields = { name: 'Ada', email: 'ada@lab.cn', phone: '+44 20 7946 0000', jobId: '7' };
  const cv = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
  const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

  it('answers 400 without a CV, the values kept, sending nothing', async () => {
    const { res, html, requests } = await ssrPage(
      '/en/recruitment/job?id=7',
      answers,
      {},
      application(fields),
    );
    expect(res.status).toBe(400);
    expect(html).toContain(validationEn['validation.required.cv']);
    expect(html).toMatch(/<input(?=[^>]*name="name")(?=[^>]*value="Ada")/);
    expect(html).toMatch(/<form(?=[^>]*enctype="multipart\/form-data")/i);
    expect(posts(requests)).toEqual([]);
  });

  it('sends the CV as multipart POST /recruitment_needs/application and confirms', async () => {
    const { res, requests } = await ssrPage(
      '/en/recruitment/job?id=7',
      { ...answers, '/recruitment_needs/application': () => envelope(null) },
      {},
      application(fields, cv),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/recruitment/job?id=7&sent=application');
    const sent = await (posts(requests)[0] as Request).formData();
    expect(sent.get('name')).toBe('Ada');
    expect(sent.get('jobId')).toBe('7');
    expect(await (sent.get('cv') as File).text()).toBe('%PDF-1.4 cv');
    const { html } = await ssrPage('/en/recruitment/job?id=7&sent=application', answers);
    expect(html).toContain('data-state="sent"');
  });
});
