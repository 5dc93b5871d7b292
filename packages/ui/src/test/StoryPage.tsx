import { CitationList } from '../CitationList';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { QuickLinks } from '../QuickLinks';
import { Section } from '../Section';
import { citationsEn, products } from './fixtures';

type Locale = 'zh-CN' | 'en';

const references = citationsEn.slice(0, 2);

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
 * links, product cards and citations with DOI links — the content the walk-through found covered — in a `main`
 * laid out as the site's content column (centred, at most the layout width, its end clear of the widget rail).
 */
export function StoryPage({ locale }: { locale: Locale }) {
  const en = locale === 'en';
  return (
    <main
      style={{
        boxSizing: 'border-box',
        maxWidth: 'var(--sf-layout-max-width)',
        margin: '0 auto',
        padding: 'var(--sf-space-4) var(--sf-layout-gutter-end) var(--sf-space-4) var(--sf-layout-gutter)',
        display: 'grid',
        gap: 'var(--sf-space-8)',
      }}
    >
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
