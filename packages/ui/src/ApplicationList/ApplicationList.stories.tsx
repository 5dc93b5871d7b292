import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { ApplicationList } from './ApplicationList';
import { applicationListMessages as m } from './ApplicationList.messages';

const meta = {
  title: 'Components/ApplicationList',
  component: ApplicationList,
  args: {
    timeZone: 'Asia/Shanghai',
    applications: [
      {
        reference: 'AWD-20260301-0001',
        kind: 'award',
        status: 'reviewing',
        createTime: '2026-03-01T09:30:00Z',
        title: 'IL-6 in sepsis',
        catalogNumber: 'IL6-H4218',
        award: { gross: 2000, tax: 400, net: 1600 },
        accountMasked: '**** 2233',
      },
      {
        reference: 'TRY-20260215-0007',
        kind: 'trial',
        status: 'approved',
        createTime: '2026-02-15T02:00:00Z',
        title: 'Human IL-6 Protein',
        catalogNumber: 'IL6-H4218',
      },
    ],
  },
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: intl.formatMessage(m.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(intl.formatMessage(m.statusReviewing))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.kindTrial))).toBeVisible();
    await expect(canvas.getByText('**** 2233')).toBeVisible();
    const cny = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'CNY' });
    await expect(
      canvas.getByText(intl.formatMessage(m.award, { gross: cny(2000), tax: cny(400), net: cny(1600) })),
    ).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' }, play: Default.play };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(intl.formatMessage(m.loading));
  },
};

export const Empty: Story = {
  args: { applications: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', { name: intl.formatMessage(m.emptyTitle) }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Network error', onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: intl.formatMessage(m.errorTitle) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AWD-20260301-0001')).toBeVisible();
  },
};
