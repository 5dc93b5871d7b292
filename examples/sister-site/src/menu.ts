import { type MegaMenuCategory, type MegaMenuItem, megaMenuColumnsFromCategories } from '@storefront/ui';
import type { IntlShape } from 'react-intl';

/** The site's own catalogue tree, as its backend would return it; the hidden node stays out of the menu. */
function productCategories(intl: IntlShape): MegaMenuCategory {
  const name = (id: string) => intl.formatMessage({ id });
  return {
    id: 1,
    name: name('site.nav.products'),
    children: [
      {
        id: 10,
        name: name('site.nav.cytokines'),
        children: [
          { id: 11, name: name('site.nav.interleukins') },
          { id: 12, name: name('site.nav.growthFactors') },
        ],
      },
      {
        id: 20,
        name: name('site.nav.enzymes'),
        children: [
          { id: 21, name: name('site.nav.rnaEnzymes') },
          { id: 22, name: name('site.nav.polymerases') },
          { id: 23, name: 'Intern', visible: false },
        ],
      },
    ],
  };
}

/** The main navigation: home, the products with their mega-menu panel, contact. */
export function menuItems(intl: IntlShape): MegaMenuItem[] {
  const products = productCategories(intl);
  return [
    { label: intl.formatMessage({ id: 'site.nav.home' }), href: '/', active: true },
    {
      label: products.name,
      href: '/produkte',
      columns: megaMenuColumnsFromCategories(products, (node) => `/produkte?kategorie=${node.id}`),
    },
    { label: intl.formatMessage({ id: 'site.nav.contact' }), href: '/kontakt' },
  ];
}
