import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { type ResourceTab, ResourceTabs, resourceTabs } from './ResourceTabs';
import { resourceTabsMessages } from './ResourceTabs.messages';

const href = (tab: ResourceTab) => `/resources?activeIndex=${resourceTabs.indexOf(tab)}`;

const meta = {
  title: 'Components/ResourceTabs',
  component: ResourceTabs,
  args: { value: 'manual', getHref: href },
} satisfies Meta<typeof ResourceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six types as links in `activeIndex` order, the current one marked for assistive technology. */
async function expectTabs(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  current: ResourceTab,
) {
  const intl = storyIntl(globals);
  const nav = within(canvasElement).getByRole('navigation', {
    name: intl.formatMessage(resourceTabsMessages.label),
  });
  const links = within(nav).getAllByRole('link');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(resourceTabs.map(href));
  const currentLink = within(nav).getByRole('link', {
    name: intl.formatMessage(resourceTabsMessages[current]),
  });
  await expect(currentLink).toHaveAttribute('aria-current', 'page');
  for (const link of links.filter((l) => l !== currentLink))
    await expect(link).not.toHaveAttribute('aria-current');
}

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'manual'),
};

export const Playground: Story = {};

export const Coa: Story = {
  args: { value: 'coa' },
  play: async ({ canvasElement, globals }) => expectTabs(canvasElement, globals, 'coa'),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The tabs scroll sideways inside their bar; the page itself does not.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
