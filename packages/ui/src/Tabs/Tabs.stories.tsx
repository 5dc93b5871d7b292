import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

const detailTabs = [
  { value: 'information', label: '产品信息', body: '纯度 > 95%（SDS-PAGE），内毒素 < 1.0 EU/µg。' },
  { value: 'related', label: '相关产品', body: '同靶点的其他标签与种属。' },
  { value: 'citations', label: '文献引用', body: '共 12 篇引用文献。' },
  { value: 'troubleshooting', label: '常见问题', body: '复溶后请分装保存于 -80 °C。' },
];

function ProductTabs(props: Omit<TabsProps, 'children'> & { disabled?: string }) {
  const { disabled, ...tabsProps } = props;
  return (
    <Tabs {...tabsProps}>
      <Tabs.List aria-label="产品详情">
        {detailTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.value === disabled}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {detailTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.body}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'information', onValueChange: fn(), children: null },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: ({ children: _children, ...args }) => <ProductTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: '产品详情' })).toBeVisible();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '产品信息' })).toBeVisible();

    // Only the selected tab is in the tab order; Tab reaches it.
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('related');
    await expect(canvas.getByRole('tabpanel', { name: '相关产品' })).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus(); // wraps around
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tabs[2] as HTMLElement);
    await expect(canvas.getByRole('tabpanel', { name: '文献引用' })).toHaveTextContent('共 12 篇引用文献。');
  },
};

export const Playground: Story = { args: { activationMode: 'manual' } };

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus moves, selection waits for Enter.
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  render: ({ children: _children, ...args }) => <ProductTabs {...args} disabled="related" />,
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(tabs[2]).toHaveFocus();
  },
};

export const WithoutDefault: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    // The first tab is chosen so a panel is always shown.
    await expect(await within(canvasElement).findByRole('tabpanel')).toHaveTextContent('纯度');
  },
};
