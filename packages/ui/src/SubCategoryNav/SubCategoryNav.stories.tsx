import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { SubCategoryNav } from './SubCategoryNav';
import { subCategoryNavMessages } from './SubCategoryNav.messages';

const interleukinsZh = { id: 4, name: '细胞因子' };
const childrenZh = [
  { id: 41, name: '白介素' },
  { id: 42, name: '肿瘤坏死因子' },
  { id: 43, name: '趋化因子' },
  { id: 44, name: '干扰素' },
  { id: 45, name: '生长因子' },
];
const childrenEn = [
  { id: 41, name: 'Interleukins' },
  { id: 42, name: 'TNF superfamily' },
  { id: 43, name: 'Chemokines' },
  { id: 44, name: 'Interferons' },
  { id: 45, name: 'Growth factors' },
];

const meta = {
  title: 'Components/SubCategoryNav',
  component: SubCategoryNav,
  args: {
    nodes: childrenZh,
    parent: interleukinsZh,
    value: 41,
    getHref: (node) => `/product-list?id=${node.id}`,
    onNodeClick: fn(),
  },
} satisfies Meta<typeof SubCategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: intl.formatMessage(subCategoryNavMessages.label) });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      intl.formatMessage(subCategoryNavMessages.all),
      ...childrenZh.map((node) => node.name),
    ]);
    await expect(within(nav).getByRole('link', { name: '白介素' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav).getByRole('link', { name: intl.formatMessage(subCategoryNavMessages.all) }),
    ).toHaveAttribute('href', '/product-list?id=4');
    await expect(within(nav).getByRole('link', { name: '趋化因子' })).not.toHaveAttribute('aria-current');
    const chemokines = within(nav).getByRole('link', { name: '趋化因子' });
    // Keep the story on its page: the click is for the callback only.
    chemokines.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(chemokines);
    await expect(args.onNodeClick).toHaveBeenCalledWith({ id: 43, name: '趋化因子' });
  },
};

export const Playground: Story = {};

export const ParentActive: Story = {
  args: { value: 4 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('link', { name: intl.formatMessage(subCategoryNavMessages.all) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutParent: Story = {
  args: { parent: undefined, value: 42 },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: intl.formatMessage(subCategoryNavMessages.all) }),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: '肿瘤坏死因子' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  args: { nodes: childrenEn, parent: { id: 4, name: 'Cytokines' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const nav = within(canvasElement).getByRole('navigation', {
      name: intl.formatMessage(subCategoryNavMessages.label),
    });
    await expect(
      within(nav).getByRole('link', { name: intl.formatMessage(subCategoryNavMessages.all) }),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Interleukins' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  args: { nodes: childrenEn, parent: { id: 4, name: 'Cytokines' } },
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One row that scrolls sideways: the chips do not wrap into a tall block above the list.
    const list = within(canvasElement).getByRole('list');
    const tops = new Set(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getBoundingClientRect().top),
    );
    await expect(tops.size).toBe(1);
  },
};

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    // A leaf category has no sub-categories: nothing is rendered.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Active child, active parent and English, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <SubCategoryNav {...args} label="子分类（白介素）" />
      <SubCategoryNav {...args} value={4} label="子分类（全部）" />
      <SubCategoryNav
        {...args}
        nodes={childrenEn}
        parent={{ id: 4, name: 'Cytokines' }}
        label="Sub-categories"
      />
    </div>
  ),
};
