import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStateMessages } from '../ErrorState/ErrorState.messages';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { storyIntl } from '../test/storyIntl';
import { expectLinksInLinkColour, tokenColor } from '../test/tokenColor';
import { OrderList, type OrderListOrder } from './OrderList';
import { orderListMessages } from './OrderList.messages';

const ordersZh: OrderListOrder[] = [
  {
    id: 7,
    orderNumber: 'SO202611210007',
    orderTime: '2026-11-21T06:30:00Z',
    countTotal: 3,
    priceTotalFen: 232_000,
    lines: [
      {
        id: 21,
        count: 2,
        priceFen: 68_000,
        subtotalFen: 136_000,
        catalogNumber: 'IL6-H4218',
        productName: '人 IL-6 蛋白，His 标签',
        size: '10 µg',
      },
      {
        id: 22,
        count: 1,
        priceFen: 96_000,
        subtotalFen: 96_000,
        catalogNumber: 'IL2-H4113',
        productName: '人 IL-2 蛋白，无标签',
        size: '20 µg',
      },
    ],
  },
  {
    id: 5,
    orderNumber: 'SO202611180005',
    orderTime: '2026-11-18T01:05:00Z',
    countTotal: 1,
    priceTotalFen: null,
    lines: [
      {
        id: 17,
        count: 1,
        priceFen: null,
        subtotalFen: null,
        catalogNumber: 'IL1B-M4212',
        productName: '小鼠 IL-1 beta 蛋白，His 标签',
        size: '100 µg',
      },
    ],
  },
];

const ordersEn: OrderListOrder[] = ordersZh.map((order) => ({
  ...order,
  priceTotalFen: null,
  lines: order.lines.map((line) => ({
    ...line,
    priceFen: null,
    subtotalFen: null,
    productName: line.productName
      .replace('人 IL-6 蛋白，His 标签', 'Human IL-6 Protein, His Tag')
      .replace('人 IL-2 蛋白，无标签', 'Human IL-2 Protein, Tag Free')
      .replace('小鼠 IL-1 beta 蛋白，His 标签', 'Mouse IL-1 beta Protein, His Tag'),
  })),
}));

const meta = {
  title: 'Components/OrderList',
  component: OrderList,
  args: {
    orders: ordersZh,
    loading: false,
    timeZone: 'Asia/Shanghai',
    onRetry: fn(),
    productHref: (catalogNumber) => `/product-detail?catalogNumber=${catalogNumber}`,
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: intl.formatMessage(orderListMessages.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('heading', {
        name: intl.formatMessage(orderListMessages.orderNumber, { orderNumber: 'SO202611210007' }),
      }),
    ).toBeVisible();
    const first = canvas.getByRole('table', {
      name: intl.formatMessage(orderListMessages.linesCaption, { orderNumber: 'SO202611210007' }),
    });
    // Header row plus two lines.
    await expect(within(first).getAllByRole('row')).toHaveLength(3);
    // Shown in the shop's time zone, as the locale writes date and time.
    await expect(canvasElement.querySelector('time[datetime="2026-11-21T06:30:00Z"]')).toHaveTextContent(
      intl.formatTime('2026-11-21T06:30:00Z', { timeStyle: 'short', timeZone: 'Asia/Shanghai' }),
    );
    await expect(canvas.getByText('¥2,320.00')).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(orderListMessages.countTotal, { count: 3 })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toHaveAttribute(
      'href',
      '/product-detail?catalogNumber=IL6-H4218',
    );
  },
};

export const Playground: Story = {};

export const InquiryTotal: Story = {
  args: { orders: ordersZh.slice(1) },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Unit price, subtotal and the order total.
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(3);
  },
};

export const English: Story = {
  args: { orders: ordersEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('list', { name: intl.formatMessage(orderListMessages.listLabel) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: intl.formatMessage(orderListMessages.orderNumber, { orderNumber: 'SO202611180005' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(orderListMessages.countTotal, { count: 3 })),
    ).toBeVisible();
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(8);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: intl.formatMessage(orderListMessages.orderNumber, { orderNumber: 'SO202611210007' }),
      }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage(orderListMessages.emptyTitle) }),
    ).toBeVisible();
    const browse = canvas.getByRole('link', { name: intl.formatMessage(orderListMessages.emptyAction) });
    await expect(browse).toHaveAttribute('href', '/products');
    await expect(getComputedStyle(browse).color).toBe(tokenColor(browse, '--sf-color-link'));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(orderListMessages.loading));
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: '网络错误' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      intl.formatMessage(orderListMessages.errorTitle),
    );
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(errorStateMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Orders, Inquiry, empty, loading and error together, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <OrderList {...args} />
      <OrderList {...args} orders={[]} />
      <OrderList {...args} loading />
      <OrderList {...args} error="网络错误" />
    </div>
  ),
};

export const ProductLinksUseLinkToken: Story = { play: expectLinksInLinkColour };

export const ProductLinksUseLinkTokenEnglish: Story = {
  args: { orders: ordersEn },
  globals: { locale: 'en' },
  play: expectLinksInLinkColour,
};
