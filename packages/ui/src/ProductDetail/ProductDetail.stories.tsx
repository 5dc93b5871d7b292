import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CitationList } from '../CitationList';
import { priceTagMessages } from '../PriceTag/PriceTag.messages';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { Skeleton } from '../Skeleton';
import { Troubleshooting } from '../Troubleshooting';
import { troubleshootingMessages } from '../Troubleshooting/Troubleshooting.messages';
import { docgenDescription } from '../test/docgen';
import { storyIntl } from '../test/storyIntl';
import { productDetailMessages } from './ProductDetail.messages';
import { ProductSummary } from './ProductSummary';
import { ProductTabs, type ProductTabsProps } from './ProductTabs';
import { SizePriceTable } from './SizePriceTable';
import { SpecTable, type SpecTableProduct } from './SpecTable';

type Sample = SpecTableProduct & {
  isNew: boolean;
  isHot: boolean;
  sizes: { size: string; priceFen: number | null }[];
};

const il6Zh: Sample = {
  catalogNumber: 'IL6-H4218',
  name: '人 IL-6 蛋白，His 标签',
  target: 'IL-6',
  species: '人',
  tag: 'His',
  expressionSystem: 'HEK293 细胞',
  conjugate: '无',
  categoryName: '白介素',
  purity: '>95%（SDS-PAGE）；>90%（SEC-MALS）',
  endotoxin: '<1.0 EU/μg（LAL 法）',
  molecularWeight: '理论分子量 22.1 kDa；SDS-PAGE 约 24 kDa（糖基化）',
  formulation: '0.22 μm 滤膜过滤的 PBS（pH 7.4）溶液冻干，含 8% 海藻糖保护剂',
  storage: '冻干品 -20 °C 以下保存 12 个月；复溶后 2–8 °C 保存 1 周，-80 °C 分装保存 3 个月',
  description:
    '重组人 IL-6 蛋白由 HEK293 细胞表达，C 端带 His 标签，适用于细胞增殖实验、ELISA 及 SPR/BLI 结合实验。',
  isNew: true,
  isHot: false,
  sizes: [
    { size: '10 µg', priceFen: 68_000 },
    { size: '50 µg', priceFen: 228_000 },
    { size: '1 mg', priceFen: null },
  ],
};

const il6En: Sample = {
  ...il6Zh,
  name: 'Human IL-6 Protein, His Tag',
  species: 'Human',
  expressionSystem: 'HEK293 cells',
  conjugate: 'Unconjugated',
  categoryName: 'Interleukins',
  purity: '>95% by SDS-PAGE; >90% by SEC-MALS',
  endotoxin: '<1.0 EU per μg by the LAL method',
  molecularWeight: 'Calculated 22.1 kDa; about 24 kDa on SDS-PAGE (glycosylated)',
  formulation: 'Lyophilized from a 0.22 μm filtered solution in PBS, pH 7.4, with 8% trehalose as protectant',
  storage:
    'Lyophilized: 12 months below -20 °C. Reconstituted: 1 week at 2–8 °C, 3 months at -80 °C in aliquots',
  description:
    'Recombinant human IL-6 expressed in HEK293 cells with a C-terminal His tag, for cell proliferation assays, ELISA and SPR/BLI binding.',
};

const relatedZh = [
  {
    catalogNumber: 'IL6R-H5252',
    name: '人 IL-6R alpha 蛋白，His 标签',
    target: 'IL-6R',
    species: '人',
    tag: 'His',
    sizes: [{ size: '50 µg', priceFen: 198_000 }],
  },
  {
    catalogNumber: 'GP1-H5256',
    name: '人 gp130 蛋白，Fc 标签',
    target: 'gp130',
    species: '人',
    tag: 'hFc',
    sizes: [{ size: '100 µg', priceFen: 265_000 }],
  },
];
const relatedEn = [
  { ...relatedZh[0], name: 'Human IL-6R alpha Protein, His Tag', species: 'Human' },
  { ...relatedZh[1], name: 'Human gp130 Protein, Fc Tag', species: 'Human' },
] as typeof relatedZh;

const citations = [
  {
    id: 1,
    title: 'IL-6 trans-signaling drives tumour-associated inflammation in pancreatic cancer',
    authors: 'Zhang Y, Li H, Wang X, et al.',
    journal: 'Nature Communications',
    impactFactor: 16.6,
    year: 2023,
    doi: '10.1038/s41467-023-01234-5',
    catalogNumber: 'IL6-H4218',
    productName: 'Human IL-6 Protein, His Tag',
  },
];

interface ExampleProps {
  product: Sample;
  related: typeof relatedZh;
  priceMode: 'cny' | 'inquiry';
  enquireLabel: string;
  onEnquire?: () => void;
  onTabChange?: ProductTabsProps['onValueChange'];
}

/** The detail page's composition, as the web app builds it from these parts. */
function ProductDetailExample({
  product,
  related,
  priceMode,
  enquireLabel,
  onEnquire,
  onTabChange,
}: ExampleProps) {
  return (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <ProductSummary
        product={product}
        actions={
          <Button variant="accent" onClick={onEnquire}>
            {enquireLabel}
          </Button>
        }
      >
        <SizePriceTable sizes={product.sizes} priceMode={priceMode} />
      </ProductSummary>
      <ProductTabs
        {...(onTabChange ? { onValueChange: onTabChange } : {})}
        information={<SpecTable product={product} />}
        related={
          <ProductGrid>
            {related.map((item) => (
              <ProductCard
                key={item.catalogNumber}
                product={item}
                priceMode={priceMode}
                href={`#${item.catalogNumber}`}
                headingLevel={2}
              />
            ))}
          </ProductGrid>
        }
        citations={<CitationList references={citations} showProduct={false} headingLevel={2} />}
        troubleshooting={<Troubleshooting headingLevel={2} />}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ProductDetail',
  component: ProductDetailExample,
  // The page documents the parts the example composes: their notes under their names and, in tabs, their props.
  subcomponents: { ProductSummary, SpecTable, SizePriceTable, ProductTabs },
  parameters: {
    docs: {
      description: {
        component: [
          docgenDescription(ProductDetailExample),
          ...Object.entries({ ProductSummary, SpecTable, SizePriceTable, ProductTabs }).map(
            ([name, part]) => `### ${name}\n\n${docgenDescription(part)}`,
          ),
        ].join('\n\n'),
      },
    },
  },
  args: {
    product: il6Zh,
    related: relatedZh,
    priceMode: 'cny',
    enquireLabel: '询价 / 索取报价',
    onEnquire: fn(),
    onTabChange: fn(),
  },
  argTypes: { priceMode: { control: 'inline-radio', options: ['cny', 'inquiry'] } },
} satisfies Meta<typeof ProductDetailExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: il6Zh.name })).toBeVisible();
    await expect(
      canvas.getByText(
        intl.formatMessage(productDetailMessages.catalogNumber, { catalogNumber: 'IL6-H4218' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(productDetailMessages.isNew))).toBeVisible();
    // Each size has its own price; a size without a list price reads Inquiry even for visitors in China.
    const sizes = canvas.getByRole('table', { name: intl.formatMessage(productDetailMessages.sizesCaption) });
    await expect(within(sizes).getByRole('row', { name: /10 µg/ })).toHaveTextContent('¥680.00');
    await expect(within(sizes).getByRole('row', { name: /50 µg/ })).toHaveTextContent('¥2,280.00');
    await expect(within(sizes).getByRole('row', { name: /1 mg/ })).toHaveTextContent(
      intl.formatMessage(priceTagMessages.inquiry),
    );
    // All product fields in the information tab.
    const spec = canvas.getByRole('table', { name: intl.formatMessage(productDetailMessages.specCaption) });
    await expect(
      within(spec).getByRole('rowheader', { name: intl.formatMessage(productDetailMessages.fieldEndotoxin) }),
    ).toBeVisible();
    await expect(within(spec).getAllByRole('row')).toHaveLength(14);
    await userEvent.click(canvas.getByRole('button', { name: '询价 / 索取报价' }));
    await expect(args.onEnquire).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

export const TabsSwitch: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', {
      name: intl.formatMessage(productDetailMessages.tabsLabel),
    });
    await expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      intl.formatMessage(productDetailMessages.tabInformation),
      intl.formatMessage(productDetailMessages.tabRelated),
      intl.formatMessage(productDetailMessages.tabCitations),
      intl.formatMessage(productDetailMessages.tabTroubleshooting),
    ]);
    await userEvent.click(
      canvas.getByRole('tab', { name: intl.formatMessage(productDetailMessages.tabRelated) }),
    );
    await expect(args.onTabChange).toHaveBeenLastCalledWith('related');
    await expect(
      canvas.getByRole('tabpanel', { name: intl.formatMessage(productDetailMessages.tabRelated) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '人 IL-6R alpha 蛋白，His 标签' })).toBeVisible();
    // Arrow keys move along the tabs (WAI-ARIA), selecting as they go.
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('tab', { name: intl.formatMessage(productDetailMessages.tabCitations) }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /10\.1038\/s41467-023-01234-5/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1038/s41467-023-01234-5',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('troubleshooting');
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage(troubleshootingMessages.reconstitutionTitle) }),
    ).toBeVisible();
  },
};

export const Inquiry: Story = {
  args: { priceMode: 'inquiry' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const sizes = within(canvasElement).getByRole('table', {
      name: intl.formatMessage(productDetailMessages.sizesCaption),
    });
    await expect(within(sizes).getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(3);
    await expect(within(sizes).queryByText(/¥/)).toBeNull();
  },
};

export const English: Story = {
  args: {
    product: il6En,
    related: relatedEn,
    priceMode: 'inquiry',
    enquireLabel: 'Enquire / request a quote',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // The English site always shows Inquiry (SPEC §1).
    const sizes = canvas.getByRole('table', { name: intl.formatMessage(productDetailMessages.sizesCaption) });
    await expect(within(sizes).getAllByText(intl.formatMessage(priceTagMessages.inquiry))).toHaveLength(3);
    await expect(
      canvas.getByText(
        intl.formatMessage(productDetailMessages.catalogNumber, { catalogNumber: 'IL6-H4218' }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: intl.formatMessage(productDetailMessages.tabInformation) }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('rowheader', {
        name: intl.formatMessage(productDetailMessages.fieldExpressionSystem),
      }),
    ).toBeVisible();
  },
};

export const EnglishWithPrices: Story = {
  args: { product: il6En, related: relatedEn, priceMode: 'cny', enquireLabel: 'Enquire / request a quote' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /10 µg/ })).toHaveTextContent('¥680.00');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The tab list scrolls sideways instead of overflowing the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const NoSizes: Story = {
  args: { product: { ...il6Zh, sizes: [] } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByText(intl.formatMessage(productDetailMessages.noSizes)),
    ).toBeVisible();
  },
};

export const SparseFields: Story = {
  args: { product: { ...il6Zh, conjugate: '', formulation: '', storage: '  ', isNew: false, isHot: true } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Empty fields are left out instead of showing blank rows.
    await expect(
      canvas.queryByRole('rowheader', { name: intl.formatMessage(productDetailMessages.fieldConjugate) }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('rowheader', { name: intl.formatMessage(productDetailMessages.fieldStorage) }),
    ).toBeNull();
    await expect(canvas.getByText(intl.formatMessage(productDetailMessages.isHot))).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <Skeleton width="10rem" />
      <Skeleton width="60%" height="2.5rem" variant="rect" />
      <Skeleton lines={3} />
      <Skeleton variant="rect" height="10rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Header and price table in both price modes and both languages, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 'var(--sf-space-6)' }}
    >
      <ProductSummary product={il6Zh} headingLevel={2}>
        <SizePriceTable sizes={il6Zh.sizes} priceMode="cny" />
      </ProductSummary>
      <ProductSummary product={{ ...il6Zh, isHot: true }} headingLevel={2}>
        <SizePriceTable sizes={il6Zh.sizes} priceMode="inquiry" />
      </ProductSummary>
      <ProductSummary product={{ ...il6Zh, isNew: false }} headingLevel={2}>
        <SizePriceTable sizes={[]} priceMode="cny" />
      </ProductSummary>
      <SpecTable product={il6Zh} />
    </div>
  ),
};
