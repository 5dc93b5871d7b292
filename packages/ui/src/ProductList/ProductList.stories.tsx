import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paginationMessages } from '../Pagination/Pagination.messages';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { storyIntl } from '../test/storyIntl';
import { ProductList, type ProductListProduct, type ProductListProps } from './ProductList';
import { productListMessages } from './ProductList.messages';
import type { ProductListSort } from './productListModel';

const productsZh: ProductListProduct[] = [
  {
    catalogNumber: 'IL6-H4218',
    name: '人 IL-6 蛋白，His 标签',
    target: 'IL-6',
    species: '人',
    tag: 'His',
    isNew: true,
    sizes: [
      { size: '10 µg', priceFen: 68_000 },
      { size: '50 µg', priceFen: 228_000 },
    ],
  },
  {
    catalogNumber: 'IL2-H4113',
    name: '人 IL-2 蛋白，无标签',
    target: 'IL-2',
    species: '人',
    tag: '无标签',
    isHot: true,
    sizes: [{ size: '20 µg', priceFen: 96_000 }],
  },
  {
    catalogNumber: 'IL1B-M4212',
    name: '小鼠 IL-1 beta 蛋白，His 标签',
    target: 'IL-1β',
    species: '小鼠',
    tag: 'His',
    sizes: [
      { size: '100 µg', priceFen: null },
      { size: '1 mg', priceFen: null },
    ],
  },
  {
    catalogNumber: 'IL10-H5215',
    name: '人 IL-10 蛋白，His-Avi 标签，生物素化',
    target: 'IL-10',
    species: '人',
    tag: 'His-Avi',
    sizes: [{ size: '25 µg', priceFen: 235_000 }],
  },
];

const productsEn: ProductListProduct[] = [
  { ...productsZh[0], name: 'Human IL-6 Protein, His Tag', species: 'Human' },
  { ...productsZh[1], name: 'Human IL-2 Protein, Tag Free', species: 'Human', tag: 'Tag Free' },
  { ...productsZh[2], name: 'Mouse IL-1 beta Protein, His Tag', species: 'Mouse' },
  { ...productsZh[3], name: 'Human IL-10 Protein, His-Avi Tag, Biotinylated', species: 'Human' },
] as ProductListProduct[];

/** Keeps sort and page in state as the category route would (there they live in the URL). */
function StatefulProductList(props: ProductListProps) {
  const [sort, setSort] = useState<ProductListSort>(props.sort ?? 'default');
  const [page, setPage] = useState(props.page);
  return (
    <ProductList
      {...props}
      sort={sort}
      page={page}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ProductList',
  component: ProductList,
  args: {
    products: productsZh,
    total: 46,
    page: 1,
    pageSize: 4,
    priceMode: 'cny',
    sort: 'default',
    getProductHref: (product) => `/product-detail?catalogNumber=${product.catalogNumber}`,
    onSortChange: fn(),
    onPageChange: fn(),
  },
  argTypes: {
    priceMode: { control: 'inline-radio', options: ['cny', 'inquiry'] },
    sort: { control: 'inline-radio', options: ['default', 'newest', 'name'] },
  },
  render: (args) => <StatefulProductList {...args} />,
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(productListMessages.resultCount, { total: 46 }),
    );
    const list = canvas.getByRole('list', { name: intl.formatMessage(productListMessages.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toHaveAttribute(
      'href',
      '/product-detail?catalogNumber=IL6-H4218',
    );
    await expect(
      canvas.getByText(intl.formatMessage(priceTagMessages.priceFrom, { price: '¥680.00' })),
    ).toBeVisible();
    await expect(canvas.getByText('¥960.00')).toBeVisible();
    // No listed price: Inquiry even where prices are shown.
    await expect(canvas.getByText(intl.formatMessage(priceTagMessages.inquiry))).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: intl.formatMessage(paginationMessages.label) }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const SortChange: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('combobox', { name: intl.formatMessage(productListMessages.sortLabel) });
    await expect(sort).toHaveValue('default');
    await userEvent.selectOptions(sort, intl.formatMessage(productListMessages.sortNewest));
    await expect(args.onSortChange).toHaveBeenCalledWith('newest');
    await expect(sort).toHaveValue('newest');
    await userEvent.selectOptions(sort, 'name');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name');
  },
};

export const PageChange: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.page, { page: 2 }) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(paginationMessages.page, { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const SortAndPageLinks: Story = {
  args: {
    sort: 'newest',
    page: 2,
    getSortHref: (sort) => `/product-list?id=41&sort=${sort}`,
    getPageHref: (page) => `/product-list?id=41&sort=newest&page=${page}`,
  },
  // Links instead of callbacks: crawlable and working before hydration.
  render: ({ onSortChange: _onSortChange, onPageChange: _onPageChange, ...args }) => (
    <ProductList {...args} />
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const sortNav = canvas.getByRole('navigation', {
      name: intl.formatMessage(productListMessages.sortLabel),
    });
    await expect(
      within(sortNav).getByRole('link', { name: intl.formatMessage(productListMessages.sortNewest) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(
      within(sortNav).getByRole('link', { name: intl.formatMessage(productListMessages.sortName) }),
    ).toHaveAttribute('href', '/product-list?id=41&sort=name');
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(paginationMessages.page, { page: 3 }) }),
    ).toHaveAttribute('href', '/product-list?id=41&sort=newest&page=3');
  },
};

export const Inquiry: Story = {
  args: { priceMode: 'inquiry' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(4);
    await expect(canvas.queryByText(/¥/)).toBeNull();
  },
};

export const English: Story = {
  args: { products: productsEn, priceMode: 'inquiry' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(productListMessages.resultCount, { total: 46 }),
    );
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(4);
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(productListMessages.sortLabel) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(productListMessages.catalogNumber, { catalogNumber: 'IL6-H4218' })),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(productListMessages.resultCount, { total: 0 }),
    );
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage(productListMessages.emptyTitle) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: intl.formatMessage(paginationMessages.label) }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      intl.formatMessage(productListMessages.loading),
    );
    await expect(
      canvas.getByRole('list', { name: intl.formatMessage(productListMessages.listLabel) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(productListMessages.sortLabel) }),
    ).toBeDisabled();
  },
};

/** Prices, Inquiry, empty and loading side by side, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ProductList {...args} />
      <ProductList {...args} priceMode="inquiry" total={4} />
      <ProductList {...args} products={[]} total={0} />
      <ProductList {...args} loading />
    </div>
  ),
};
