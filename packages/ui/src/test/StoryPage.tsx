import { CitationList, type CitationListReference } from '../CitationList';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { QuickLinks } from '../QuickLinks';
import { Section } from '../Section';
import { products } from './fixtures';

type Locale = 'zh-CN' | 'en';

// Titles, authors and DOIs are realistic samples for the stories, not real publications.
const references: CitationListReference[] = [
  {
    id: 101,
    title: 'IL-6 trans-signaling drives tumour-associated inflammation in pancreatic cancer',
    authors: 'Zhang Y, Li H, Wang X, Chen J, et al.',
    journal: 'Nature Communications',
    impactFactor: 16.6,
    year: 2023,
    doi: '10.1038/s41467-023-01234-5',
    catalogNumber: 'IL6-H4218',
    productName: 'Human IL-6 Protein, His Tag',
  },
  {
    id: 102,
    title: 'A bispecific PD-1 × CTLA-4 antibody with reduced peripheral toxicity',
    authors: 'Liu M, Zhao Q, Sun P',
    journal: 'Journal for ImmunoTherapy of Cancer',
    impactFactor: 10.9,
    year: 2024,
    doi: 'doi:10.1136/jitc-2024-008812',
    catalogNumber: 'PD1-H5257',
    productName: 'Human PD-1 / PDCD1 Protein, Fc Tag',
  },
];

const quickLinks = (locale: Locale) => {
  const prefix = locale === 'en' ? '/en' : '';
  const labels =
    locale === 'en'
      ? ['New products', 'Trial samples', 'Citations', 'Paper award', 'Distributors', 'Resources']
      : ['新品上市', '试用申请', '文献引用', '论文奖励', '授权经销商', '资源下载'];
  const paths = [
    '/new-products',
    '/apply',
    '/literature',
    '/reward',
    '/contact?type=authorized',
    '/resources',
  ];
  return labels.map((label, index) => ({ label, href: `${prefix}${paths[index]}`, icon: 'flask' as const }));
};

/**
 * Home-page-like content for stories of what floats over a page (floating cart, follow button, toasts): quick
 * links, product cards and citations with DOI links — the content the walk-through found covered — in a `main`.
 */
export function StoryPage({ locale }: { locale: Locale }) {
  const en = locale === 'en';
  return (
    <main style={{ padding: 'var(--sf-space-4)', display: 'grid', gap: 'var(--sf-space-8)' }}>
      <QuickLinks items={quickLinks(locale)} label={en ? 'Quick links' : '快捷入口'} />
      <Section title={en ? 'Cytokines' : '细胞因子'}>
        <ProductGrid>
          {products.map((product) => (
            <ProductCard
              key={product.catalogNumber}
              product={product}
              priceMode={en ? 'inquiry' : 'cny'}
              href={`/product-detail?catalogNumber=${product.catalogNumber}`}
            />
          ))}
        </ProductGrid>
      </Section>
      <Section title={en ? 'Citations' : '文献引用'}>
        <CitationList
          references={references}
          getProductHref={(reference) => `/product-detail?catalogNumber=${reference.catalogNumber}`}
        />
      </Section>
    </main>
  );
}
