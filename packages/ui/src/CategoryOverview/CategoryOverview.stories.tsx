import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { CategoryOverview, type CategoryOverviewNode } from './CategoryOverview';
import { categoryOverviewMessages } from './CategoryOverview.messages';

const node = (id: number, name: string, children: CategoryOverviewNode[] = []): CategoryOverviewNode => ({
  id,
  name,
  children,
});

const familiesZh = [
  node(4, '细胞因子', [
    node(41, '白介素', [node(411, 'IL-6'), node(412, 'IL-2'), node(413, 'IL-10')]),
    node(42, '肿瘤坏死因子'),
    node(43, '趋化因子'),
    node(44, '干扰素'),
  ]),
  node(5, '免疫检查点', [node(51, 'PD-1 / PD-L1'), node(52, 'CTLA-4'), node(53, 'LAG-3'), node(54, 'TIGIT')]),
  node(6, '病毒抗原', [
    node(61, '新冠病毒', [node(611, '刺突蛋白 RBD'), node(612, '核衣壳蛋白')]),
    node(62, '流感病毒'),
  ]),
  node(7, '酶与试剂盒'),
];

const familiesEn = [
  node(4, 'Cytokines', [
    node(41, 'Interleukins', [node(411, 'IL-6'), node(412, 'IL-2'), node(413, 'IL-10')]),
    node(42, 'TNF superfamily'),
    node(43, 'Chemokines'),
    node(44, 'Interferons'),
  ]),
  node(5, 'Immune checkpoints', [
    node(51, 'PD-1 / PD-L1'),
    node(52, 'CTLA-4'),
    node(53, 'LAG-3'),
    node(54, 'TIGIT'),
  ]),
  node(6, 'Viral antigens', [
    node(61, 'SARS-CoV-2', [node(611, 'Spike RBD'), node(612, 'Nucleocapsid')]),
    node(62, 'Influenza'),
  ]),
  node(7, 'Enzymes and kits'),
];

const meta = {
  title: 'Components/CategoryOverview',
  component: CategoryOverview,
  args: { categories: familiesZh, getHref: (category) => `/product-list?id=${category.id}` },
} satisfies Meta<typeof CategoryOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '细胞因子',
      '免疫检查点',
      '病毒抗原',
      '酶与试剂盒',
    ]);
    const cytokines = canvas.getByRole('region', { name: '细胞因子' });
    await expect(within(cytokines).getByRole('link', { name: '白介素' })).toHaveAttribute(
      'href',
      '/product-list?id=41',
    );
    await expect(within(cytokines).getByRole('link', { name: 'IL-6' })).toHaveAttribute(
      'href',
      '/product-list?id=411',
    );
    await expect(
      within(cytokines).getByRole('link', {
        name: intl.formatMessage(categoryOverviewMessages.viewAll, { name: '细胞因子' }),
      }),
    ).toHaveAttribute('href', '/product-list?id=4');
    await expect(
      within(cytokines).getByRole('list', {
        name: intl.formatMessage(categoryOverviewMessages.subCategories, { name: '细胞因子' }),
      }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { categories: familiesEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All Immune checkpoints' })).toHaveAttribute(
      'href',
      '/product-list?id=5',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', {
        name: intl.formatMessage(categoryOverviewMessages.emptyTitle),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Loaded, empty and loading, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <CategoryOverview {...args} categories={familiesZh.slice(0, 2)} />
      <CategoryOverview {...args} categories={[]} />
      <CategoryOverview {...args} loading />
    </div>
  ),
};
