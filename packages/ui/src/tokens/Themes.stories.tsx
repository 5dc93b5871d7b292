import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CartView } from '../CartView';
import { MailSubscriptionForm } from '../MailSubscriptionForm';
import { mailSubscriptionFormMessages } from '../MailSubscriptionForm/MailSubscriptionForm.messages';
import type { CartLine } from '../machines/cartTotals';
import { cartPriceTotal, cartTotal } from '../machines/cartTotals';
import { ProductCard } from '../ProductCard';
import { il6, pd1 } from '../test/fixtures';
import { storyIntl } from '../test/storyIntl';
import { tokenColor } from '../test/tokenColor';

const lines: CartLine[] = [il6, pd1].map((product, index) => ({
  id: index + 1,
  count: index + 1,
  priceFen: product.sizes[0]?.priceFen ?? null,
  subtotalFen: (product.sizes[0]?.priceFen ?? 0) * (index + 1),
  catalogNumber: product.catalogNumber,
  productName: product.name,
  size: product.sizes[0]?.size ?? '',
}));

/** A form, a card and the cart view: enough surfaces, fills, text and links to see a theme at work. */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: 'var(--sf-space-6)', maxWidth: '60rem' }}>
      <MailSubscriptionForm onSubmit={async () => {}} />
      <div style={{ maxWidth: '18rem' }}>
        <ProductCard product={il6} priceMode="cny" href="#il6" />
      </div>
      <CartView
        lines={lines}
        selection={[1]}
        total={cartTotal(lines)}
        priceTotalFen={cartPriceTotal(lines)}
        onSelect={fn()}
        onSelectAll={fn()}
        onCountChange={fn()}
        onDelete={fn()}
        onBatchDelete={fn()}
        onSettle={fn()}
        productHref={(catalogNumber) => `#${catalogNumber}`}
      />
    </div>
  );
}

/** The page surface of a theme: its background and text, as an app's body would have them. */
function Surface({ theme, style, children }: { theme: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <div
      data-theme={theme}
      style={{
        padding: 'var(--sf-space-6)',
        background: 'var(--sf-color-bg)',
        color: 'var(--sf-color-fg)',
        ...style,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Tokens/Themes',
  args: { theme: 'dark' },
  argTypes: { theme: { control: 'inline-radio', options: ['default', 'forest', 'dark', 'high-contrast'] } },
  render: ({ theme }) => (
    <Surface theme={theme}>
      <Sample />
    </Surface>
  ),
} satisfies Meta<{ theme: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The theme's tokens reach the components: the submit button is filled with the theme's primary button colour
 * and the cart's product link has its link colour, each different from the default theme's (read
 * outside the sample, where the default tokens apply); the e-mail field sits on the theme's field colour.
 */
const themeReachesComponents: Story['play'] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const intl = storyIntl(globals);
  const outside = canvasElement.parentElement ?? canvasElement;
  const themed: [Element, 'backgroundColor' | 'color', `--sf-${string}`][] = [
    [
      canvas.getByRole('button', { name: intl.formatMessage(mailSubscriptionFormMessages.submit) }),
      'backgroundColor',
      '--sf-button-primary-bg',
    ],
    [within(canvas.getByRole('table')).getByRole('link', { name: il6.name }), 'color', '--sf-color-link'],
  ];
  for (const [element, property, token] of themed) {
    const colour = getComputedStyle(element)[property];
    await expect(colour).toBe(tokenColor(element, token));
    await expect(colour).not.toBe(tokenColor(outside, token));
  }
  const email = canvas.getByRole('textbox', { name: intl.formatMessage(mailSubscriptionFormMessages.email) });
  await expect(getComputedStyle(email).backgroundColor).toBe(tokenColor(email, '--sf-field-bg'));
};

/** Light text on slate surfaces; filled elements turn light with dark text (WCAG AA, checked by axe). */
export const Dark: Story = {
  tags: ['snapshot'],
  args: { theme: 'dark' },
  play: themeReachesComponents,
};

/** Black on white with text at 7:1 or more: axe's AAA contrast rule (color-contrast-enhanced) is on. */
export const HighContrast: Story = {
  tags: ['snapshot'],
  args: { theme: 'high-contrast' },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast-enhanced', enabled: true }] } } },
  play: themeReachesComponents,
};

/** The example sister-site brand. */
export const Forest: Story = { args: { theme: 'forest' }, play: themeReachesComponents };

/**
 * The one rule of subtree overrides: override tokens on an element that has a `data-theme` attribute (any
 * value). Component tokens such as `--sf-button-primary-bg` are `var()` references resolved where they are
 * declared; `tokens.css` re-declares them on every `[data-theme]`, so there they pick up the override.
 */
export const SubtreeOverride: Story = {
  render: () => (
    <Surface theme="default" style={{ '--sf-color-primary': 'var(--sf-color-accent)' } as CSSProperties}>
      <MailSubscriptionForm onSubmit={async () => {}} />
    </Surface>
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: storyIntl(globals).formatMessage(mailSubscriptionFormMessages.submit),
    });
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenColor(button, '--sf-color-accent'));
    await expect(getComputedStyle(button).backgroundColor).not.toBe(
      tokenColor(canvasElement, '--sf-color-primary'),
    );
  },
};
