import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { Pagination, type PaginationProps } from './Pagination';
import { paginationMessages } from './Pagination.messages';

/** Keeps the page in state as a list page would. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: intl.formatMessage(paginationMessages.label) });
    await expect(
      within(nav).getByRole('button', { name: intl.formatMessage(paginationMessages.page, { page: 5 }) }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.next) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.page, { page: 6 }) }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.page, { page: 20 }) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    // On the last page "next" is not actionable.
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(paginationMessages.next) }),
    ).toBeNull();
  },
};

export const Playground: Story = { args: { siblingCount: 2 } };

export const WithLinks: Story = {
  args: { page: 3, pageCount: 8, getHref: (page) => `?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Real links: crawlable and usable without JavaScript.
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(paginationMessages.page, { page: 4 }) }),
    ).toHaveAttribute('href', '?page=4');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(paginationMessages.page, { page: 3 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(paginationMessages.previous) }),
    ).toHaveAttribute('href', '?page=2');
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(paginationMessages.previous) }),
    ).toBeNull();
    await expect(
      canvas.getByText(intl.formatMessage(paginationMessages.previous)).closest('[aria-disabled="true"]'),
    ).not.toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(4); // pages 1-3 and next
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    // One page needs no navigation.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: intl.formatMessage(paginationMessages.label) }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.previous) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Step labels are visually hidden on phones but keep the buttons' names.
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.next) }),
    ).toBeVisible();
  },
};
