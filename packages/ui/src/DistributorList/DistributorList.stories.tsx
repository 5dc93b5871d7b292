import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { DistributorList, type DistributorListDistributor } from './DistributorList';
import { distributorListMessages } from './DistributorList.messages';

const distributorsEn: DistributorListDistributor[] = [
  {
    id: 1,
    name: 'Nordic BioSupply AB',
    country: 'Sweden',
    countryCode: 'SE',
    region: 'Europe',
    email: 'orders@nordicbiosupply.se',
    phone: '+46 8 123 456 70',
    website: 'www.nordicbiosupply.se',
    address: 'Fogdevreten 2, 171 65 Solna',
  },
  {
    id: 2,
    name: 'Rheinland Life Science GmbH',
    country: 'Germany',
    countryCode: 'DE',
    region: 'Europe',
    email: 'info@rheinland-ls.de',
    phone: '+49 221 555 0190',
    website: 'https://www.rheinland-ls.de/',
    address: 'Nattermannallee 1, 50829 Köln',
  },
  {
    id: 3,
    name: 'Hanbit Bio Co., Ltd.',
    country: 'South Korea',
    countryCode: 'KR',
    region: 'Asia Pacific',
    email: 'sales@hanbitbio.co.kr',
    phone: '+82 2 555 0142',
    website: 'www.hanbitbio.co.kr',
    address: '123 Teheran-ro, Gangnam-gu, Seoul',
  },
  {
    id: 4,
    name: 'Kanto Reagents K.K.',
    country: 'Japan',
    countryCode: 'JP',
    region: 'Asia Pacific',
    email: 'support@kanto-reagents.jp',
    phone: '+81 3 5555 0123',
    website: 'www.kanto-reagents.jp',
    address: '2-1 Nihonbashi, Chuo-ku, Tokyo',
  },
];

// Addresses as long as the live site's longest, wider than a 375 px phone's card.
const longAddresses: DistributorListDistributor = {
  id: 5,
  name: 'Shanghai Bioreagent Trading Co., Ltd.',
  country: 'China',
  countryCode: 'CN',
  region: 'Asia Pacific',
  email: 'internationalsales.department@shanghaibioreagenttrading.com.cn',
  phone: '+86 21 5555 0188',
  website: 'https://www.shanghaibioreagenttrading.com.cn/distribution/partners',
  address: '1000 Zhangheng Road, Pudong New Area, Shanghai',
};

const distributorsZh: DistributorListDistributor[] = distributorsEn.map((distributor) => ({
  ...distributor,
  country: { SE: '瑞典', DE: '德国', KR: '韩国', JP: '日本' }[distributor.countryCode] ?? distributor.country,
  region: distributor.region === 'Europe' ? '欧洲' : '亚太',
}));

const meta = {
  title: 'Components/DistributorList',
  component: DistributorList,
  args: { distributors: distributorsZh },
} satisfies Meta<typeof DistributorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Grouped by region (h2), then country (h3), in the order they first appear.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '欧洲',
      '亚太',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '瑞典',
      '德国',
      '韩国',
      '日本',
    ]);
    await expect(canvas.getByRole('link', { name: 'orders@nordicbiosupply.se' })).toHaveAttribute(
      'href',
      'mailto:orders@nordicbiosupply.se',
    );
    await expect(canvas.getByRole('link', { name: '+46 8 123 456 70' })).toHaveAttribute(
      'href',
      'tel:+46812345670',
    );
    // Stored with or without a scheme, websites open as https in a new tab.
    await expect(canvas.getByRole('link', { name: /www\.nordicbiosupply\.se/ })).toHaveAttribute(
      'href',
      'https://www.nordicbiosupply.se',
    );
    await expect(
      canvas.getByRole('link', {
        name: (name) =>
          name.includes('www.rheinland-ls.de') &&
          name.includes(intl.formatMessage(distributorListMessages.opensInNewTab)),
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: { distributors: distributorsEn },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Europe' })).toBeVisible();
    await expect(canvas.getAllByText('Email')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Where each character of `element`'s text starts a new line, as [character before, character after]. */
function lineBreaks(element: Element): [string, string][] {
  const breaks: [string, string][] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let previous: { char: string; top: number } | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let offset = 0; offset < text.length; offset += 1) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const top = range.getBoundingClientRect().top;
      const char = text[offset] as string;
      if (previous && top > previous.top + 1) breaks.push([previous.char, char]);
      previous = { char, top };
    }
  }
  return breaks;
}

/**
 * On a 375 px phone a long e-mail address wraps only before '@' or '.', never inside a word, and neither it nor
 * the website leaves its card.
 */
async function expectAddressesWrapSensibly(canvasElement: HTMLElement) {
  const mail = canvasElement.querySelector(`a[href="mailto:${longAddresses.email}"]`) as HTMLElement;
  const card = mail.closest('li') as HTMLElement;
  const breaks = lineBreaks(mail);
  await expect(breaks.length).toBeGreaterThan(0);
  for (const [, after] of breaks) await expect(['@', '.']).toContain(after);
  const site = card.querySelector('a[target="_blank"]') as HTMLElement;
  for (const link of [mail, site]) {
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  }
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
}

export const LongAddressesPhone: Story = {
  name: 'Long addresses, 375 px phone',
  args: { distributors: [{ ...longAddresses, country: '中国', region: '亚太' }] },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => expectAddressesWrapSensibly(canvasElement),
};

export const LongAddressesPhoneEnglish: Story = {
  name: 'Long addresses, 375 px phone (English)',
  args: { distributors: [longAddresses] },
  globals: { locale: 'en', viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement }) => expectAddressesWrapSensibly(canvasElement),
};

export const Empty: Story = {
  args: { distributors: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('heading', {
        name: intl.formatMessage(distributorListMessages.emptyTitle),
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

/** Several regions and one country filtered, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <DistributorList distributors={distributorsZh} />
      <DistributorList
        distributors={distributorsZh.filter((distributor) => distributor.countryCode === 'JP')}
      />
    </div>
  ),
};
