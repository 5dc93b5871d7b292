import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { EnquiryForm } from './EnquiryForm';

const industries = [
  { value: '科研院所', label: '科研院所' },
  { value: '生物医药企业', label: '生物医药企业' },
];
const areas = [
  { value: '中国大陆', label: '中国大陆' },
  { value: '中国香港', label: '中国香港' },
];
const product = { catalogNumber: 'IL6-H4218', name: 'Human IL-6 Protein, His Tag' };

type Canvas = ReturnType<typeof within>;

async function fillZh(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '韩梅梅');
  await userEvent.type(canvas.getByRole('textbox', { name: '单位名称' }), '中科院上海药物所');
  await userEvent.type(canvas.getByRole('textbox', { name: '部门' }), '药理室');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '行业' }), '科研院所');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '国家/地区' }), '中国大陆');
  await userEvent.type(canvas.getByRole('textbox', { name: '电话' }), '13912345678');
  await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'hmm@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: '需求描述' }), '需要 1 mg 报价');
}

const meta = {
  title: 'Components/EnquiryForm',
  component: EnquiryForm,
  args: { onSubmit: fn(async () => {}), onSent: fn(), industries, areas, product, otherTreeName: '细胞因子' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IL6-H4218')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '产品类别' })).toHaveValue('细胞因子');
    await expect(canvas.getByRole('textbox', { name: '产品类别' })).not.toBeRequired();
    await expect(canvas.getByRole('combobox', { name: '行业' })).toBeRequired();
  },
};

export const Playground: Story = { args: { product: undefined, otherTreeName: undefined } };

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('combobox', { name: '行业' })).toHaveAccessibleDescription('行业不能为空');
    await expect(canvas.getByRole('combobox', { name: '国家/地区' })).toHaveAccessibleDescription(
      '地区不能为空',
    );
    await expect(canvas.getByRole('textbox', { name: '产品类别' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a service page: no product, the service named in the category field under the page's own label. */
export const AboutAService: Story = {
  args: { product: undefined, otherTreeName: '结合动力学检测（SPR / BLI）', otherTreeNameLabel: '服务项目' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '服务项目' })).toHaveValue(
      '结合动力学检测（SPR / BLI）',
    );
    await expect(canvas.queryByRole('textbox', { name: '产品类别' })).toBeNull();
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ otherTreeName: '结合动力学检测（SPR / BLI）' }),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalledWith(
      expect.objectContaining({ catalogNumber: expect.anything() }),
    );
  },
};

export const English: Story = {
  args: {
    industries: [{ value: 'Academic research', label: 'Academic research' }],
    areas: [{ value: 'United States', label: 'United States' }],
    otherTreeName: 'Cytokines',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email Required',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+44 20 7946 0000');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '姓名' });
    const company = canvas.getByRole('textbox', { name: '单位名称' });
    await expect(company.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

export const Filled: Story = {
  args: { defaultValues: { name: '韩梅梅', company: '中科院上海药物所', areaName: '中国大陆' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '国家/地区' })).toHaveValue('中国大陆');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    const submit = canvas.getByRole('button', { name: '提交' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('参数校验失败', { phone: '请输入正确的手机号码' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('提交失败');
    await expect(toast).toHaveTextContent('参数校验失败');
    await expect(canvas.getByRole('textbox', { name: '电话' })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          catalogNumber: 'IL6-H4218',
          otherTreeName: '细胞因子',
          industryName: '科研院所',
        }),
      ),
    );
    await waitFor(() => expect(canvas.getByText('提交成功')).toBeVisible());
    await expect(args.onSent).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <EnquiryForm {...args} label="询价（产品页）" />
      <EnquiryForm {...args} label="询价（无产品）" product={undefined} otherTreeName={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('form', { name: '询价（无产品）' });
    await userEvent.click(within(second).getByRole('button', { name: '提交' }));
    await expect(within(second).getByRole('textbox', { name: '姓名' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(second).queryByText('IL6-H4218')).toBeNull();
  },
};

/**
 * The page a post without JavaScript was refused on (the server's 400): the posted values kept, the
 * fields' messages in place.
 */
export const PostedWithoutJavaScript: Story = {
  args: { posted: { values: { name: 'Han Meimei', email: 'lab@' }, fields: {} } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    const email = canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.EnquiryForm.email' }) });
    await expect(email).toHaveValue('lab@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.EnquiryForm.name' }) }),
    ).toHaveValue('Han Meimei');
  },
};

/** The same refusal on the English site. */
export const PostedWithoutJavaScriptEnglish: Story = {
  ...PostedWithoutJavaScript,
  globals: { locale: 'en' },
};

/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = {
  args: { sent: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage({ id: 'ui.EnquiryForm.succeeded' }) }),
    ).toBeVisible();
  },
};

/** The same confirmation on the English site. */
export const SentWithoutJavaScriptEnglish: Story = {
  ...SentWithoutJavaScript,
  globals: { locale: 'en' },
};
