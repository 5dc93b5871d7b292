import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { JobList, type JobListItem } from './JobList';
import { jobListMessages } from './JobList.messages';

const jobs: JobListItem[] = [
  {
    id: 7,
    title: 'mRNA 工艺开发工程师',
    department: '核酸事业部',
    location: '苏州',
    headcount: 2,
    publishDate: '2026-10-20',
    isHot: true,
  },
  {
    id: 1,
    title: 'Scientist, Protein Expression',
    department: 'R&D Center',
    location: 'Beijing',
    headcount: 1,
    publishDate: '2026-10-12',
    isHot: false,
  },
];

const meta = {
  title: 'Components/JobList',
  component: JobList,
  args: { jobs, getJobHref: (job) => `/recruitment/job?id=${job.id}` },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: intl.formatMessage(jobListMessages.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(jobs.length);
    for (const job of jobs) {
      await expect(canvas.getByRole('link', { name: job.title })).toHaveAttribute(
        'href',
        `/recruitment/job?id=${job.id}`,
      );
    }
    // Only the hot job carries the badge.
    await expect(canvas.getAllByText(intl.formatMessage(jobListMessages.hot))).toHaveLength(1);
    await expect(canvas.getByText(intl.formatMessage(jobListMessages.headcount, { count: 2 }))).toBeVisible();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', { name: intl.formatMessage(jobListMessages.emptyTitle) }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const list = within(canvasElement).getByRole('list', {
      name: intl.formatMessage(jobListMessages.listLabel),
    });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: jobs[0]?.title ?? '' })).toBeVisible();
  },
};
