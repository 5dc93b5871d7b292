import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { FacetList, type FacetListGroup } from './FacetList';
import { facetListMessages } from './FacetList.messages';

const groups: FacetListGroup[] = [
  {
    id: 'treeId',
    label: '分类 · Category',
    values: [
      { value: '41', label: 'Interleukins', count: 18 },
      { value: '5', label: 'Immune Checkpoints', count: 3 },
    ],
  },
  {
    id: 'tag',
    label: '蛋白标签 · Protein tag',
    values: [
      { value: 'His', label: 'His', count: 12 },
      { value: 'Fc', label: 'hFc', count: 6 },
      { value: 'Avi', label: 'His-Avi', count: 2 },
    ],
    selected: 'His',
  },
  {
    id: 'species',
    label: '种属 · Species',
    values: [
      { value: 'Human', label: 'Human', count: 15 },
      { value: 'Mouse', label: 'Mouse', count: 4 },
    ],
  },
  { id: 'target', label: '靶点 · Target', values: [{ value: 'IL-6', label: 'IL-6', count: 21 }] },
  { id: 'conjugate', label: '偶联 · Coupling', values: [{ value: 'Biotin', label: 'Biotin', count: 1 }] },
];

const meta = {
  title: 'Components/FacetList',
  component: FacetList,
  args: {
    groups,
    getHref: (group, value) =>
      `/search?keywords=IL-6${value ? `&${group}=${encodeURIComponent(value)}` : ''}`,
  },
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectFacets(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: intl.formatMessage(facetListMessages.label) });
  const groupLabel = (id: string) => groups.find((group) => group.id === id)?.label ?? id;
  const tags = within(nav).getByRole('region', { name: groupLabel('tag') });
  const his = within(tags).getByRole('link', {
    // Heard with its number of results (the hidden unit's leading space is not kept by every name computation).
    name: new RegExp(`^His 12 ?${intl.formatMessage(facetListMessages.valueUnit, { count: 12 }).trim()}$`),
  });
  await expect(his).toHaveAttribute('aria-current', 'true');
  // The chosen value's link removes it; another value's link chooses it.
  await expect(his).toHaveAttribute('href', '/search?keywords=IL-6');
  await expect(within(tags).getByRole('link', { name: /hFc/ })).toHaveAttribute(
    'href',
    '/search?keywords=IL-6&tag=Fc',
  );
  const species = within(nav).getByRole('region', { name: groupLabel('species') });
  await expect(
    within(species).getByRole('link', { name: intl.formatMessage(facetListMessages.clear) }),
  ).toHaveAttribute('aria-current', 'true');
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => expectFacets(canvasElement, globals),
};

export const Playground: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectFacets(canvasElement, globals),
};

/** At 375 px the filters fold into a disclosure that says how many are chosen. */
async function expectFolded(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const toggle = canvas.getByText(intl.formatMessage(facetListMessages.label), { exact: false });
  await expect(toggle).toBeVisible();
  await expect(toggle.textContent).toContain(
    intl.formatMessage(facetListMessages.selectedCount, { selected: 1 }),
  );
  const firstValue = canvas.getByRole('link', { name: /hFc/ });
  await expect(firstValue).not.toBeVisible();
  await userEvent.click(toggle);
  await expect(firstValue).toBeVisible();
}

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectFolded(canvasElement, globals),
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => expectFolded(canvasElement, globals),
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FacetList {...args} label="with a filter" />
      <FacetList
        {...args}
        label="none chosen"
        groups={groups.map((group) => ({ ...group, label: `${group.label} (2)`, selected: null }))}
      />
      <FacetList {...args} label="no values" groups={[{ id: 'tag', label: 'Tag', values: [] }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('nav')).toHaveLength(2);
  },
};
