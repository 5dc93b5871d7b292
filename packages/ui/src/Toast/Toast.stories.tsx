import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SiteHeader } from '../SiteHeader';
import { storyIntl } from '../test/storyIntl';
import { Toast } from './Toast';
import { toastMessages } from './Toast.messages';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider';

function ShowToastButton({ label, options }: { label: string; options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: '已加入购物车！', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  render: () => (
    <ToastProvider>
      <ShowToastButton label="加入购物车" options={{ title: '已加入购物车！', tone: 'success' }} />
    </ToastProvider>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: intl.formatMessage(toastMessages.region) }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('已加入购物车！');
    await userEvent.click(
      within(status).getByRole('button', { name: intl.formatMessage(toastMessages.dismiss) }),
    );
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const Playground: Story = { args: { description: '可在个人中心查看详情', onDismiss: () => {} } };

export const Critical: Story = {
  render: () => (
    <ToastProvider>
      <ShowToastButton label="Add to cart" options={{ title: 'Failed to add to cart!', tone: 'critical' }} />
    </ToastProvider>
  ),
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    // Errors interrupt: role=alert.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to add to cart!');
    await expect(
      canvas.getByRole('region', { name: intl.formatMessage(toastMessages.region) }),
    ).toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  render: () => (
    <ToastProvider duration={600}>
      <ShowToastButton label="提交" options={{ title: '提交成功', tone: 'info' }} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('提交成功');
    // Move the pointer away so the hover pause does not hold the toast.
    await userEvent.unhover(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

/** A page with the site's header (a logged-in user, a cart) and a button that shows a toast, as the site does. */
function PageWithHeader({ locale }: { locale: 'zh-CN' | 'en' }) {
  const en = locale === 'en';
  return (
    <ToastProvider>
      <SiteHeader
        brand={<a href="/">ProteinLab</a>}
        nav={[
          { label: en ? 'Home' : '首页', href: '/' },
          { label: en ? 'Products' : '产品中心', href: '/products' },
        ]}
        languageSwitch={{ href: '/en', label: en ? '中文' : 'English', lang: en ? 'zh-CN' : 'en' }}
        phone="400-000-0000"
        contactHref="/contact"
        account={{
          user: { name: 'lilei@example.com' },
          loginHref: '/login',
          registerHref: '/registered',
          personalCenterHref: '/order-list',
          onLogout: () => {},
        }}
        cart={{ href: '/cart', count: 3 }}
      />
      <main style={{ padding: 'var(--sf-space-4)' }}>
        <ShowToastButton
          label={en ? 'Add to cart' : '加入购物车'}
          options={{
            title: en ? 'Added to cart!' : '已加入购物车！',
            description: en ? 'See it in your cart' : '可在购物车中查看',
            tone: 'success',
            duration: Number.POSITIVE_INFINITY,
          }}
        />
      </main>
    </ToastProvider>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The toast covers none of the header's controls (user menu, cart link, language switch...). */
async function expectToastClearOfTheHeader(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  await userEvent.click(within(canvas.getByRole('main')).getByRole('button'));
  const toasts = canvas.getByRole('region', { name: intl.formatMessage(toastMessages.region) });
  const toast = (await within(toasts).findByRole('status')).getBoundingClientRect();
  const controls = Array.from(
    canvas.getByRole('banner').querySelectorAll<HTMLElement>('a[href], button, input'),
  );
  await expect(controls.length).toBeGreaterThan(2);
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    if (rect.width === 0) continue;
    await expect(overlaps(toast, rect), control.textContent ?? '').toBe(false);
  }
}

export const ClearOfTheHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <PageWithHeader locale="zh-CN" />,
  play: async ({ canvasElement, globals }) => expectToastClearOfTheHeader(canvasElement, globals),
};

export const ClearOfTheHeaderPhone: Story = {
  name: 'Clear of the header, 375 px phone (English)',
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en', viewport: { value: 'iphone6', isRotated: false } },
  render: () => <PageWithHeader locale="en" />,
  play: async ({ canvasElement, globals }) => expectToastClearOfTheHeader(canvasElement, globals),
};

/** Every tone, rendered statically for visual review and image snapshots. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-3)', maxWidth: 'var(--sf-toast-width)' }}>
      <Toast tone="info" title="信息" description="工作时间 9:00-17:30" />
      <Toast tone="success" title="留言成功" description="我们会尽快与您联系" onDismiss={() => {}} />
      <Toast tone="warning" title="请先登录！" />
      <Toast tone="critical" title="结算失败！" onDismiss={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
