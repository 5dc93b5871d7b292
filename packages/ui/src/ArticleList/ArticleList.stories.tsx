import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { ArticleCard, type ArticleCardArticle } from './ArticleCard';
import { ArticleList } from './ArticleList';
import { articleListMessages } from './ArticleList.messages';

const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#e3ecf8"/><circle cx="320" cy="180" r="110" fill="#1552a3" fill-opacity=".25"/><circle cx="320" cy="180" r="60" fill="#00a39c" fill-opacity=".45"/></svg>',
)}`;

const articlesZh: ArticleCardArticle[] = [
  {
    id: 31,
    title: '我们将亮相 2026 中国生物制药大会',
    summary: '欢迎莅临 B12 展位，现场了解全新细胞因子与免疫检查点蛋白，并领取试用装。',
    category: 'activity',
    publishDate: '2026-03-18',
    cover,
  },
  {
    id: 30,
    title: '新增 40 余种 HEK293 表达的细胞因子',
    summary: '新品覆盖白介素、干扰素与生长因子家族，均经生物活性验证，内毒素低于 0.1 EU/μg。',
    category: 'news',
    publishDate: '2026-02-06',
    cover: null,
  },
  {
    id: 29,
    title: '苏州新生产基地通过 ISO 13485 认证',
    summary: '新基地扩大了哺乳动物细胞表达产能，进一步缩短定制蛋白的交付周期。',
    category: 'news',
    publishDate: '2025-12-22',
    cover: null,
  },
];

const articlesEn: ArticleCardArticle[] = [
  {
    ...(articlesZh[0] as ArticleCardArticle),
    title: 'Meet us at BioPharma China 2026',
    summary:
      'Visit booth B12 to see our new cytokines and immune checkpoint proteins, and take home a trial sample.',
  },
  {
    ...(articlesZh[1] as ArticleCardArticle),
    title: 'Over 40 new cytokines expressed in HEK293 cells',
    summary:
      'Interleukins, interferons and growth factors, all bioactivity-tested with endotoxin below 0.1 EU per μg.',
  },
  {
    ...(articlesZh[2] as ArticleCardArticle),
    title: 'Suzhou production site certified to ISO 13485',
    summary: 'The new site adds mammalian expression capacity and shortens lead times for custom proteins.',
  },
];

const meetings: ArticleCardArticle[] = [
  {
    id: 2,
    title: 'BIO-Europe 2026',
    summary: 'mRNA enzymes and quality-control kits in Munich; one-to-one partnering meetings on request.',
    category: 'meeting',
    publishDate: '2026-11-02',
    endDate: '2026-11-04',
    place: 'Munich, Germany · ICM',
    cover: null,
  },
  {
    id: 3,
    title: 'mRNA Development and Quality Control Seminar 2026',
    summary: 'Methods and cases for capping rate, dsRNA and residual enzyme testing.',
    category: 'meeting',
    publishDate: '2026-09-18',
    endDate: '2026-09-18',
    place: 'Shanghai · Zhangjiang Science Hall',
    cover: null,
  },
];

const meta = {
  title: 'Components/ArticleList',
  component: ArticleList,
  args: { articles: articlesZh, getArticleHref: (article) => `/article?id=${article.id}`, layout: 'row' },
  argTypes: { layout: { control: 'inline-radio', options: ['row', 'card'] } },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: intl.formatMessage(articleListMessages.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '我们将亮相 2026 中国生物制药大会' })).toHaveAttribute(
      'href',
      '/article?id=31',
    );
    // The publish date reads the same in every time zone, with a machine-readable datetime.
    const date = canvas.getByText(
      intl.formatDate(Date.UTC(2026, 2, 18), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-03-18');
    await expect(canvas.getByText(intl.formatMessage(articleListMessages.categoryActivity))).toBeVisible();
    await expect(canvas.getAllByText(intl.formatMessage(articleListMessages.categoryNews))).toHaveLength(2);
  },
};

export const Playground: Story = {};

export const Cards: Story = {
  args: { layout: 'card' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('data-layout', 'card');
    await expect(getComputedStyle(list).display).toBe('grid');
  },
};

export const English: Story = {
  args: { articles: articlesEn, layout: 'card' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 18, 2026')).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(articleListMessages.categoryActivity))).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: intl.formatMessage(articleListMessages.listLabel) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '新增 40 余种 HEK293 表达的细胞因子' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Meetings (issue 13): the category, the dates as a range when they span days, the place, a drawn cover. */
export const Meetings: Story = {
  args: { articles: meetings },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(intl.formatMessage(articleListMessages.categoryMeeting))).toHaveLength(
      2,
    );
    await expect(canvas.getByText('Munich, Germany · ICM')).toBeVisible();
    const [range, single] = canvasElement.querySelectorAll('time');
    await expect(range).toHaveAttribute('datetime', '2026-11-02');
    // A range names both days; a one-day meeting reads as one date.
    await expect(range?.textContent).toContain('4');
    await expect(single?.textContent).toBe(
      intl.formatDate(new Date(Date.UTC(2026, 8, 18)), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    // Without a cover each card draws its placeholder, hidden from assistive technology.
    const placeholders = canvasElement.querySelectorAll('[data-category="meeting"][aria-hidden="true"]');
    await expect(placeholders).toHaveLength(2);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', {
        name: intl.formatMessage(articleListMessages.emptyTitle),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

/** Card and row, with and without cover, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 'var(--sf-space-4)' }}
    >
      <ArticleCard article={articlesZh[0] as ArticleCardArticle} href="#31" />
      <ArticleCard article={articlesZh[1] as ArticleCardArticle} href="#30" />
      <ArticleCard article={articlesZh[0] as ArticleCardArticle} href="#31" layout="row" />
      <ArticleCard article={articlesZh[2] as ArticleCardArticle} href="#29" layout="row" />
    </div>
  ),
};
