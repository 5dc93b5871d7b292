import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { citationLineMessages } from '../CitationLine/CitationLine.messages';
import { citationsEn } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { CitationList, type CitationListReference } from './CitationList';
import { citationListMessages } from './CitationList.messages';

const referencesZh: CitationListReference[] = citationsEn.map((reference, index) => ({
  ...reference,
  productName:
    ['人 IL-6 蛋白，His 标签', '人 PD-1 / PDCD1 蛋白，Fc 标签', '新冠病毒刺突蛋白 RBD，His 标签'][index] ??
    '',
}));

const meta = {
  title: 'Components/CitationList',
  component: CitationList,
  args: {
    references: referencesZh,
    getProductHref: (reference) => `/product-detail?catalogNumber=${reference.catalogNumber}`,
  },
} satisfies Meta<typeof CitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: intl.formatMessage(citationListMessages.listLabel) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const doi = canvas.getByRole('link', { name: /10\.1038\/s41467-023-01234-5/ });
    await expect(doi).toHaveAttribute('href', 'https://doi.org/10.1038/s41467-023-01234-5');
    await expect(doi).toHaveAttribute('target', '_blank');
    await expect(doi).toHaveAttribute('rel', 'noopener noreferrer');
    // Stored with a prefix or as a URL: the link and the text are normalised.
    await expect(canvas.getByRole('link', { name: /10\.1136\/jitc-2024-008812/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1136/jitc-2024-008812',
    );
    await expect(canvas.getByRole('link', { name: /10\.1016\/j\.celrep\.2022\.110987/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1016/j.celrep.2022.110987',
    );
    await expect(
      canvas.getByText(intl.formatMessage(citationListMessages.impactFactor, { value: '16.6' })),
    ).toBeVisible();
    await expect(canvas.getByText('2023')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'IL6-H4218 人 IL-6 蛋白，His 标签' })).toHaveAttribute(
      'href',
      '/product-detail?catalogNumber=IL6-H4218',
    );
  },
};

export const Playground: Story = {};

export const WithCitationLines: Story = {
  args: {
    getCitationLine: (reference) =>
      `${reference.productName} (Hetai Bio, Cat. No. ${reference.catalogNumber}, Lot 2403C17, Beijing, China)`,
  },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole('figure', { name: intl.formatMessage(citationLineMessages.label) });
    await expect(lines).toHaveLength(args.references.length);
    const first = args.references[0];
    if (!first) throw new Error('a reference');
    await expect(
      within(lines[0] as HTMLElement).getByText(args.getCitationLine?.(first) ?? ''),
    ).toBeVisible();
  },
};

export const OnProductPage: Story = {
  args: { showProduct: false, references: referencesZh.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // On the product's own citations tab the product line is redundant.
    await expect(canvas.queryByText(intl.formatMessage(citationListMessages.productUsed))).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithoutProductLinks: Story = {
  args: { getProductHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IL6-H4218 人 IL-6 蛋白，His 标签')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const English: Story = {
  args: { references: citationsEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(intl.formatMessage(citationListMessages.impactFactor, { value: '10.9' })),
    ).toBeVisible();
    await expect(canvas.getAllByText(intl.formatMessage(citationListMessages.productUsed))).toHaveLength(3);
    const opensInNewTab = intl.formatMessage(citationListMessages.opensInNewTab);
    await expect(
      canvas.getByRole('link', { name: (name) => /10\.1038/.test(name) && name.includes(opensInNewTab) }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { references: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', {
        name: intl.formatMessage(citationListMessages.emptyTitle),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** With and without product, empty and loading, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-6)' }}>
      <CitationList {...args} label="引用文献（全部）" />
      <CitationList
        {...args}
        references={referencesZh.slice(0, 1)}
        showProduct={false}
        label="引用文献（产品页）"
      />
      <CitationList {...args} references={[]} />
      <CitationList {...args} loading label="引用文献（加载中）" />
    </div>
  ),
};
