import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { SiteFooter } from './SiteFooter';
import { siteFooterMessages } from './SiteFooter.messages';

const zhLists = (
  <>
    <SiteFooter.Links
      title="资源"
      links={[
        { label: '资料下载', href: '/resources' },
        { label: '文献引用', href: '/literature' },
        { label: '论文奖励', href: '/reward' },
      ]}
    />
    <SiteFooter.Links
      title="新闻活动"
      links={[
        { label: '公司新闻', href: '/information?activeIndex=1' },
        { label: '市场活动', href: '/information?activeIndex=2' },
      ]}
    />
    <SiteFooter.Links
      title="关于我们"
      links={[
        { label: '公司简介', href: '/about-us' },
        { label: '授权经销商', href: '/contact?type=authorized' },
      ]}
    />
  </>
);

const enLists = (
  <>
    <SiteFooter.Links title="Resources" links={[{ label: 'Downloads', href: '/en/resources' }]} />
    <SiteFooter.Links
      title="News"
      links={[{ label: 'Company news', href: '/en/information?activeIndex=1' }]}
    />
    <SiteFooter.Links title="About" links={[{ label: 'About us', href: '/en/about-us' }]} />
  </>
);

/** Stands in for the LeaveMessageForm another component provides; the footer only offers the slot. */
const messageFormSlot = (
  <section aria-label="在线留言" data-testid="message-form-slot">
    <h2 style={{ margin: 0, fontSize: 16 }}>在线留言</h2>
  </section>
);

const legalLinks = {
  trademarkHref: '/rich-detail?title=brand&fileId=11',
  privacyHref: '/rich-detail?title=privacy_policy&fileId=12',
  termsHref: '/rich-detail?title=terms_conditions&fileId=13',
};

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    copyright: '© 2026 蛋白优选 版权所有',
    children: zhLists,
    messageForm: messageFormSlot,
    wechatQrValue: 'https://mp.weixin.qq.com/mp/profile_ext?__biz=proteinlab',
    legalLinks,
    icp: { label: '沪ICP备00000000号-1', href: 'https://beian.miit.gov.cn/' },
    email: 'service@example.cn',
    tollFree: '400-000-0000',
    phone: '021-0000-0000',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('heading', { name: '资源' })).toBeVisible();
    await expect(footer.getByTestId('message-form-slot')).toBeVisible();
    await expect(
      footer.getByRole('img', { name: intl.formatMessage(siteFooterMessages.wechatQr) }),
    ).toBeVisible();
    await expect(
      footer.queryByRole('heading', { name: intl.formatMessage(siteFooterMessages.social) }),
    ).toBeNull();
    await expect(
      footer.getByRole('link', { name: intl.formatMessage(siteFooterMessages.privacy) }),
    ).toHaveAttribute('href', legalLinks.privacyHref);
    await expect(
      footer.getByRole('link', { name: intl.formatMessage(siteFooterMessages.trademark) }),
    ).toHaveAttribute('href', legalLinks.trademarkHref);
    await expect(
      footer.getByRole('link', { name: intl.formatMessage(siteFooterMessages.terms) }),
    ).toHaveAttribute('href', legalLinks.termsHref);
    await expect(footer.getByRole('link', { name: '沪ICP备00000000号-1' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'service@example.cn' })).toHaveAttribute(
      'href',
      'mailto:service@example.cn',
    );
    await expect(footer.getByRole('link', { name: '400-000-0000' })).toHaveAttribute(
      'href',
      'tel:4000000000',
    );
    // Desktop (1280 px): the phone line is for narrow screens only.
    // (A display:none link has no accessible name, so it is found by its href.)
    await expect(canvasElement.querySelector('a[href="tel:02100000000"]')).not.toBeVisible();
  },
};

export const Playground: Story = {};

export const English: Story = {
  args: {
    copyright: '© 2026 ProteinLab. All rights reserved.',
    children: enLists,
    messageForm: undefined,
    wechatQrValue: undefined,
    icp: undefined,
    email: 'support@example.com',
    socialLinks: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/proteinlab' },
      { label: 'X', href: 'https://x.com/proteinlab' },
    ],
    legalLinks: {
      privacyHref: '/en/rich-detail?title=privacy_policy&fileId=12',
      termsHref: '/en/rich-detail?title=terms_conditions&fileId=13',
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(
      footer.getByRole('heading', { name: intl.formatMessage(siteFooterMessages.social) }),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.queryByRole('img')).toBeNull();
    await expect(
      footer.queryByRole('link', { name: intl.formatMessage(siteFooterMessages.trademark) }),
    ).toBeNull();
    await expect(footer.getByRole('link', { name: 'support@example.com' })).toBeVisible();
    await expect(footer.getByText('All rights reserved.', { exact: false })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: '021-0000-0000' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '021-0000-0000' })).toHaveAttribute(
      'href',
      'tel:02100000000',
    );
  },
};

export const CopyrightOnly: Story = {
  args: {
    copyright: '© 2026 ProteinLab. All rights reserved.',
    children: undefined,
    messageForm: undefined,
    wechatQrValue: undefined,
    legalLinks: undefined,
    icp: undefined,
    email: undefined,
    tollFree: undefined,
    phone: undefined,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('All rights reserved.');
    await expect(within(footer).queryAllByRole('link')).toHaveLength(0);
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  // Each footer sits in its own section, so neither is a page-level contentinfo landmark (one per page).
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-label="中文站">
        <SiteFooter {...args} />
      </section>
      <section aria-label="English site">
        <SiteFooter
          copyright="© 2026 ProteinLab"
          socialLinks={[{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/proteinlab' }]}
          email="support@example.com"
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('footer')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  },
};
