import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Tabs } from '../Tabs';
import { productDetailMessages } from './ProductDetail.messages';
import classes from './ProductDetail.module.css';

/** The tabs of the detail page (SPEC §2). */
export type ProductTabValue = 'information' | 'related' | 'citations' | 'troubleshooting';

export const productTabValues: readonly ProductTabValue[] = [
  'information',
  'related',
  'citations',
  'troubleshooting',
];

const tabLabels: Record<ProductTabValue, MessageDescriptor> = {
  information: productDetailMessages.tabInformation,
  related: productDetailMessages.tabRelated,
  citations: productDetailMessages.tabCitations,
  troubleshooting: productDetailMessages.tabTroubleshooting,
};

export interface ProductTabsProps extends ComponentPropsWithRef<'div'> {
  /** Information panel, e.g. a SpecTable. */
  information: ReactNode;
  /** Related products panel, e.g. a ProductGrid; the tab is left out when not given. */
  related?: ReactNode;
  /** Citations panel, e.g. a CitationList; the tab is left out when not given. */
  citations?: ReactNode;
  /** Troubleshooting panel, e.g. Troubleshooting; the tab is left out when not given. */
  troubleshooting?: ReactNode;
  /** Controlled selected tab (e.g. from the URL). */
  value?: ProductTabValue;
  /** Tab selected at first when uncontrolled. @default 'information' */
  defaultValue?: ProductTabValue;
  /** Called with the newly selected tab. */
  onValueChange?: (value: ProductTabValue) => void;
  /** Class for the root element. */
  className?: string;
}

/**
 * The detail page's tab set: information, related products, citations, troubleshooting.
 *
 * **Accessibility:** The Tabs pattern: a `tablist` named 'Product details' with `tab`s and `tabpanel`s (arrows,
 * Home/End).
 *
 * **Data attributes:**
 * - tab and panel: `data-state`: active, inactive; tab: `data-value`
 */
export function ProductTabs({
  information,
  related,
  citations,
  troubleshooting,
  value,
  defaultValue = 'information',
  onValueChange,
  className,
  ...rest
}: ProductTabsProps) {
  const intl = useIntl();
  const panels: Record<ProductTabValue, ReactNode> = { information, related, citations, troubleshooting };
  const shown = productTabValues.filter((tab) => panels[tab] !== undefined && panels[tab] !== null);
  return (
    <Tabs
      {...rest}
      className={clsx(classes.ProductTabs, className)}
      {...(value !== undefined ? { value } : {})}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as ProductTabValue)}
    >
      <Tabs.List aria-label={intl.formatMessage(productDetailMessages.tabsLabel)}>
        {shown.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {intl.formatMessage(tabLabels[tab])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
