import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(nav).getByRole('button', { name: '第 5 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: '第 20 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    // On the last page "next" is not actionable.
    await expect(canvas.queryByRole('button', { name: '下一页' })).toBeNull();
  },
};

export const Playground: Story = { args: { siblingCount: 2 } };

export const WithLinks: Story = {
  args: { page: 3, pageCount: 8, getHref: (page) => `?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Real links: crawlable and usable without JavaScript.
    await expect(canvas.getByRole('link', { name: '第 4 页' })).toHaveAttribute('href', '?page=4');
    await expect(canvas.getByRole('link', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '?page=2');
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '上一页' })).toBeNull();
    await expect(canvas.getByText('上一页').closest('[aria-disabled="true"]')).not.toBeNull();
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Step labels are visually hidden on phones but keep the buttons' names.
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeVisible();
  },
};
