import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoryTree } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { CategoryTree } from './CategoryTree';
import { categoryTreeMessages } from './CategoryTree.messages';

const meta = {
  title: 'Components/CategoryTree',
  component: CategoryTree,
  args: { nodes: categoryTree('zh-CN'), onNodeClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: intl.formatMessage(categoryTreeMessages.label) });
    const cytokines = within(tree).getByRole('treeitem', { name: '细胞因子' });
    const checkpoints = within(tree).getByRole('treeitem', { name: '免疫检查点' });
    await expect(cytokines).toHaveAttribute('aria-expanded', 'false');

    // Clicking a node expands it...
    await userEvent.click(canvas.getByText('细胞因子'));
    await expect(cytokines).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: '白介素' })).toBeVisible();

    // ...and expanding a sibling collapses it.
    await userEvent.click(canvas.getByText('免疫检查点'));
    await expect(checkpoints).toHaveAttribute('aria-expanded', 'true');
    await expect(cytokines).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('treeitem', { name: '白介素' })).toBeNull();

    // A leaf emits onNodeClick with its node.
    await userEvent.click(canvas.getByText('CTLA-4'));
    await expect(args.onNodeClick).toHaveBeenCalledTimes(1);
    await expect(args.onNodeClick).toHaveBeenCalledWith(expect.objectContaining({ id: 52, name: 'CTLA-4' }));

    // Clicking an open node closes it; a parent never emits onNodeClick.
    await userEvent.click(canvas.getByText('免疫检查点'));
    await expect(checkpoints).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onNodeClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { value: 412 } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = (name: string) => canvas.getByRole('treeitem', { name });

    // One tab stop: the first item.
    await userEvent.tab();
    await expect(item('细胞因子')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('免疫检查点')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('细胞因子')).toHaveFocus();

    // Right opens, Right again enters the group, Left goes back to the parent, Left again closes it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('细胞因子')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('白介素')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('细胞因子')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('细胞因子')).toHaveAttribute('aria-expanded', 'false');

    // End / Home jump to the last and first visible items.
    await userEvent.keyboard('{End}');
    await expect(item('病毒抗原')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(item('病毒抗原')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('流感病毒')).toHaveFocus();

    // Enter on a leaf emits onNodeClick.
    await userEvent.keyboard('{Enter}');
    await expect(args.onNodeClick).toHaveBeenCalledWith(expect.objectContaining({ id: 62 }));
    await userEvent.keyboard('{Home}');
    await expect(item('细胞因子')).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { value: 611 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The branch of the selected category is open and the selected item is the tab stop.
    const selected = canvas.getByRole('treeitem', { name: '刺突蛋白 RBD' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('treeitem', { name: '病毒抗原' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: '新冠病毒' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithLinks: Story = {
  args: { getHref: (node) => `/product-list?id=${node.id}`, value: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Leaves are links (crawlable); they stay out of the tab order, the treeitem is the stop.
    const link = canvas.getByRole('link', { name: '肿瘤坏死因子' });
    await expect(link).toHaveAttribute('href', '/product-list?id=42');
    await expect(link).toHaveAttribute('tabindex', '-1');
  },
};

export const English: Story = {
  args: { nodes: categoryTree('en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tree', { name: intl.formatMessage(categoryTreeMessages.label) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Viral antigens'));
    await userEvent.click(canvas.getByText('SARS-CoV-2'));
    await userEvent.click(canvas.getByText('Spike RBD'));
    await expect(args.onNodeClick).toHaveBeenCalledWith(expect.objectContaining({ id: 611 }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { value: 411 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('treeitem', { name: 'IL-6' })).toBeVisible();
  },
};
