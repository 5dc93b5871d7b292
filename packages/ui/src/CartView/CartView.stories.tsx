import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { errorStateMessages } from '../ErrorState/ErrorState.messages';
import { type CartAddRequest, cartMachine } from '../machines/cartMachine';
import { cartMessages } from '../machines/cartMessages';
import { type CartLine, cartPriceTotal, cartTotal, withCount } from '../machines/cartTotals';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { storyIntl } from '../test/storyIntl';
import { expectLinksInLinkColour, tokenColor } from '../test/tokenColor';
import { CartView, type CartViewProps } from './CartView';
import { cartViewMessages } from './CartView.messages';

const linesZh: CartLine[] = [
  {
    id: 11,
    count: 2,
    priceFen: 68_000,
    subtotalFen: 136_000,
    catalogNumber: 'IL6-H4218',
    productName: '人 IL-6 蛋白，His 标签',
    size: '10 µg',
  },
  {
    id: 12,
    count: 1,
    priceFen: 96_000,
    subtotalFen: 96_000,
    catalogNumber: 'IL2-H4113',
    productName: '人 IL-2 蛋白，无标签',
    size: '20 µg',
  },
  {
    id: 13,
    count: 3,
    priceFen: 235_000,
    subtotalFen: 705_000,
    catalogNumber: 'IL10-H5215',
    productName: '人 IL-10 蛋白，His-Avi 标签，生物素化',
    size: '25 µg',
  },
];

const inquiryLines: CartLine[] = linesZh.map((line) => ({ ...line, priceFen: null, subtotalFen: null }));

const linesEn: CartLine[] = [
  { ...inquiryLines[0], productName: 'Human IL-6 Protein, His Tag' } as CartLine,
  { ...inquiryLines[1], productName: 'Human IL-2 Protein, Tag Free' } as CartLine,
  { ...inquiryLines[2], productName: 'Human IL-10 Protein, His-Avi Tag, Biotinylated' } as CartLine,
];

/**
 * Holds lines and selection in state the way the cart machine does (selection, counts, deletion), so the
 * stories can be clicked through; the app binds the same props to the machine with useSelector.
 */
function StatefulCartView(props: CartViewProps) {
  const [lines, setLines] = useState<CartLine[]>([...props.lines]);
  const [selection, setSelection] = useState<number[]>([...props.selection]);
  const keepSelection = (next: CartLine[]) =>
    setSelection((ids) => ids.filter((id) => next.some((line) => line.id === id)));
  return (
    <CartView
      {...props}
      lines={lines}
      selection={selection}
      total={cartTotal(lines)}
      priceTotalFen={cartPriceTotal(lines)}
      onSelect={(id, selected) => {
        setSelection((ids) => (selected ? [...ids, id] : ids.filter((other) => other !== id)));
        props.onSelect(id, selected);
      }}
      onSelectAll={(selected) => {
        setSelection(selected ? lines.map((line) => line.id) : []);
        props.onSelectAll(selected);
      }}
      onCountChange={(id, count) => {
        setLines((current) => current.map((line) => (line.id === id ? withCount(line, count) : line)));
        props.onCountChange(id, count);
      }}
      onDelete={(id) => {
        const next = lines.filter((line) => line.id !== id);
        setLines(next);
        keepSelection(next);
        props.onDelete(id);
      }}
      onBatchDelete={() => {
        const next = lines.filter((line) => !selection.includes(line.id));
        setLines(next);
        setSelection([]);
        props.onBatchDelete();
      }}
    />
  );
}

/** An in-memory cart standing in for the server, so the story runs the real machine end to end. */
function fakeServer() {
  let lines: CartLine[] = [
    {
      id: 31,
      count: 1,
      priceFen: 68_000,
      subtotalFen: 68_000,
      catalogNumber: 'IL6-H4218',
      productName: '人 IL-6 蛋白，His 标签',
      size: '10 µg',
    },
    {
      id: 32,
      count: 2,
      priceFen: 96_000,
      subtotalFen: 192_000,
      catalogNumber: 'IL2-H4113',
      productName: '人 IL-2 蛋白，无标签',
      size: '20 µg',
    },
  ];
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => lines.map((line) => ({ ...line }))),
      addToCart: fromPromise<unknown, CartAddRequest>(async () => null),
      deleteLine: fromPromise<unknown, { id: number }>(async ({ input }) => {
        lines = lines.filter((line) => line.id !== input.id);
        return null;
      }),
      batchDeleteLines: fromPromise<unknown, { ids: number[] }>(async ({ input }) => {
        lines = lines.filter((line) => !input.ids.includes(line.id));
        return null;
      }),
      settleCart: fromPromise<unknown, { ids: number[] }>(async ({ input }) => {
        lines = lines.filter((line) => !input.ids.includes(line.id));
        return null;
      }),
      updateCount: fromPromise<unknown, { id: number; count: number }>(async ({ input }) => {
        lines = lines.map((line) => (line.id === input.id ? withCount(line, input.count) : line));
        return null;
      }),
    },
  });
}

/** How the app binds CartView to the cart machine: narrow useSelector slices in, events out. */
function CartPage() {
  const [machine] = useState(fakeServer);
  const cart = useActorRef(machine, { input: { isLoggedIn: true } });
  const intl = useIntl();
  const lines = useSelector(cart, (s) => s.context.cartList);
  const selection = useSelector(cart, (s) => s.context.selection);
  const total = useSelector(cart, (s) => s.context.total);
  const priceTotalFen = useSelector(cart, (s) => s.context.priceTotalFen);
  const loading = useSelector(
    cart,
    (s) => s.matches({ loggedIn: 'loading' }) && s.context.cartList.length === 0,
  );
  const busy = useSelector(cart, (s) => !s.matches({ loggedIn: 'ready' }));
  const notice = useSelector(cart, (s) => s.context.notice);
  return (
    <div>
      <p role="status">{notice ? intl.formatMessage(cartMessages[notice.id]) : null}</p>
      <CartView
        lines={lines}
        selection={selection}
        total={total}
        priceTotalFen={priceTotalFen}
        loading={loading}
        busy={busy}
        onSelect={(id, selected) => cart.send({ type: selected ? 'cart.select' : 'cart.deselect', id })}
        onSelectAll={(selected) => cart.send({ type: selected ? 'cart.selectAll' : 'cart.deselectAll' })}
        onCountChange={(id, count) => cart.send({ type: 'cart.setCount', id, count })}
        onDelete={(id) => cart.send({ type: 'cart.delete', id })}
        onBatchDelete={() => cart.send({ type: 'cart.batchDelete' })}
        onSettle={() => cart.send({ type: 'cart.clear' })}
      />
    </div>
  );
}

const meta = {
  title: 'Components/CartView',
  component: CartView,
  args: {
    lines: linesZh,
    selection: [],
    total: cartTotal(linesZh),
    priceTotalFen: cartPriceTotal(linesZh),
    busy: false,
    loading: false,
    onSelect: fn(),
    onSelectAll: fn(),
    onCountChange: fn(),
    onDelete: fn(),
    onBatchDelete: fn(),
    onSettle: fn(),
    onRetry: fn(),
    productHref: (catalogNumber) => `/product-detail?catalogNumber=${catalogNumber}`,
  },
  render: (args) => <StatefulCartView {...args} />,
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: intl.formatMessage(cartViewMessages.caption) });
    // Header row plus three lines.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toHaveAttribute(
      'href',
      '/product-detail?catalogNumber=IL6-H4218',
    );
    await expect(canvas.getByText('¥1,360.00')).toBeVisible();
    await expect(canvas.getByText('¥9,370.00')).toBeVisible();
    await expect(canvas.getByText('6')).toBeVisible();
  },
};

export const Playground: Story = {
  render: (args) => <CartView {...args} />,
};

export const SelectAll: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: intl.formatMessage(cartViewMessages.selectAll) });
    await userEvent.click(all);
    await expect(args.onSelectAll).toHaveBeenCalledWith(true);
    // Every line's own box as well.
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(
      canvas.getByText(intl.formatMessage(cartViewMessages.selectedCount, { count: 3 })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: intl.formatMessage(cartViewMessages.selectLine, {
          productName: '人 IL-2 蛋白，无标签',
          catalogNumber: 'IL2-H4113',
          size: '20 µg',
        }),
      }),
    );
    await expect(args.onSelect).toHaveBeenCalledWith(12, false);
    await expect(all).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(args.onSelectAll).toHaveBeenLastCalledWith(false);
    await expect(
      canvas.getByText(intl.formatMessage(cartViewMessages.selectedCount, { count: 0 })),
    ).toBeVisible();
  },
};

export const CountChange: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: intl.formatMessage(cartViewMessages.increase, {
          productName: '人 IL-2 蛋白，无标签',
          catalogNumber: 'IL2-H4113',
          size: '20 µg',
        }),
      }),
    );
    await expect(args.onCountChange).toHaveBeenCalledWith(12, 2);
    const decrease = canvas.getByRole('button', {
      name: intl.formatMessage(cartViewMessages.decrease, {
        productName: '人 IL-2 蛋白，无标签',
        catalogNumber: 'IL2-H4113',
        size: '20 µg',
      }),
    });
    await userEvent.click(decrease);
    await expect(args.onCountChange).toHaveBeenLastCalledWith(12, 1);
    // Minimum 1.
    await expect(decrease).toBeDisabled();
    const field = canvas.getByRole('spinbutton', {
      name: intl.formatMessage(cartViewMessages.countInput, {
        productName: '人 IL-6 蛋白，His 标签',
        catalogNumber: 'IL6-H4218',
        size: '10 µg',
      }),
    });
    await userEvent.clear(field);
    await userEvent.type(field, '5{Enter}');
    await expect(args.onCountChange).toHaveBeenLastCalledWith(11, 5);
    await expect(canvas.getByText('¥3,400.00')).toBeVisible();
    // Not a whole number ≥ 1: snaps back, no call.
    const calls = (args.onCountChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    await expect(field).toHaveValue(5);
    await expect(args.onCountChange).toHaveBeenCalledTimes(calls);
  },
};

export const BatchDelete: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: intl.formatMessage(cartViewMessages.selectLine, {
          productName: '人 IL-6 蛋白，His 标签',
          catalogNumber: 'IL6-H4218',
          size: '10 µg',
        }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.batchDelete) }),
    );
    await expect(args.onBatchDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: intl.formatMessage(cartViewMessages.deleteLine, {
          productName: '人 IL-2 蛋白，无标签',
          catalogNumber: 'IL2-H4113',
          size: '20 µg',
        }),
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(12);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Settle: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.settle) }));
    await expect(args.onSettle).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.settle) }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.batchDelete) }),
    ).toBeDisabled();
  },
};

export const InquiryTotal: Story = {
  args: { lines: inquiryLines, priceTotalFen: null },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Three unit prices, three subtotals and the total.
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(7);
    await expect(canvas.queryByText(/¥/)).toBeNull();
  },
};

export const English: Story = {
  args: { lines: linesEn, priceTotalFen: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: intl.formatMessage(cartViewMessages.caption) }),
    ).toBeVisible();
    await expect(canvas.getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(7);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: intl.formatMessage(cartViewMessages.selectAll) }),
    );
    await expect(
      canvas.getByText(intl.formatMessage(cartViewMessages.selectedCount, { count: 3 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.settle) }));
    await expect(args.onSettle).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '人 IL-6 蛋白，His 标签' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(cartViewMessages.settle) }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { lines: [], total: 0, priceTotalFen: 0 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage(cartViewMessages.emptyTitle) }),
    ).toBeVisible();
    const browse = canvas.getByRole('link', { name: intl.formatMessage(cartViewMessages.emptyAction) });
    await expect(browse).toHaveAttribute('href', '/products');
    await expect(getComputedStyle(browse).color).toBe(tokenColor(browse, '--sf-color-link'));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(cartViewMessages.loading));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: '网络错误' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      intl.formatMessage(cartViewMessages.errorTitle),
    );
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(errorStateMessages.retry) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Lines, Inquiry, empty, loading and error side by side, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <CartView {...args} selection={[11]} />
      <CartView {...args} lines={inquiryLines} priceTotalFen={null} />
      <CartView {...args} lines={[]} total={0} priceTotalFen={0} />
      <CartView {...args} loading />
      <CartView {...args} error="网络错误" />
    </div>
  ),
};

/** The real cart machine with in-memory actors, bound as the app binds it: count change, warning, batch delete, settle. */
export const WithCartMachine: Story = {
  render: () => <CartPage />,
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const checkOut = intl.formatMessage(cartViewMessages.settle);
    const deleteSelected = intl.formatMessage(cartViewMessages.batchDelete);
    const plus = await canvas.findByRole('button', {
      name: intl.formatMessage(cartViewMessages.increase, {
        productName: '人 IL-6 蛋白，His 标签',
        catalogNumber: 'IL6-H4218',
        size: '10 µg',
      }),
    });
    await userEvent.click(plus);
    await waitFor(() => expect(canvas.getByText('¥3,280.00')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: checkOut })).toBeEnabled());
    // Batch delete with nothing selected: the machine warns (SPEC §8), nothing is deleted.
    await userEvent.click(canvas.getByRole('button', { name: deleteSelected }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
        intl.formatMessage(cartMessages.selectFirst),
      ),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: intl.formatMessage(cartViewMessages.selectLine, {
          productName: '人 IL-2 蛋白，无标签',
          catalogNumber: 'IL2-H4113',
          size: '20 µg',
        }),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: deleteSelected }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
        intl.formatMessage(cartMessages.batchDeleted),
      ),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('button', { name: checkOut })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: checkOut }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status')[0]).toHaveTextContent(intl.formatMessage(cartMessages.settled)),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: intl.formatMessage(cartViewMessages.emptyTitle) }),
      ).toBeVisible(),
    );
  },
};

export const ProductLinksUseLinkToken: Story = { play: expectLinksInLinkColour };

export const ProductLinksUseLinkTokenEnglish: Story = {
  args: { lines: linesEn, priceTotalFen: null },
  globals: { locale: 'en' },
  play: expectLinksInLinkColour,
};
