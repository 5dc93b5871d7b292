import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { withoutJavaScriptStories } from '../test/withoutJavaScriptStories';
import { LeaveMessageForm } from './LeaveMessageForm';

const provinces = [
  { value: '上海市', label: '上海市' },
  { value: '江苏省', label: '江苏省' },
  { value: '浙江省', label: '浙江省' },
];

const filledZh = {
  name: '李雷',
  company: '复旦大学',
  department: '生命科学学院',
  address: '上海市',
  phone: '13800138000',
  email: 'lilei@example.com',
  content: '请问 IL6-H4218 是否有 1 mg 规格？',
};

type Canvas = ReturnType<typeof within>;

async function fillZh(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), filledZh.name);
  await userEvent.type(canvas.getByRole('textbox', { name: '单位名称' }), filledZh.company);
  await userEvent.type(canvas.getByRole('textbox', { name: '部门' }), filledZh.department);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '省份' }), '上海市');
  await userEvent.type(canvas.getByRole('textbox', { name: '电话' }), filledZh.phone);
  await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), filledZh.email);
  await userEvent.type(canvas.getByRole('textbox', { name: '留言内容' }), filledZh.content);
  await userEvent.click(canvas.getByRole('checkbox'));
}

const meta = {
  title: 'Components/LeaveMessageForm',
  component: LeaveMessageForm,
  args: {
    onSubmit: fn(async () => {}),
    onSent: fn(),
    provinces,
    privacyHref: '/privacy',
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof LeaveMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '在线留言' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toBeRequired();
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('textbox', { name: '姓名' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {};

/** Submitting empty: every SPEC §5 message, the first invalid field focused, the summary announced. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const name = canvas.getByRole('textbox', { name: '姓名' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('姓名不能为空');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('请勾选隐私政策')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('8 个字段需要修改');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message live; a wrong mobile number is refused on the Chinese site.
    await userEvent.type(name, '李雷');
    await expect(name).not.toHaveAttribute('aria-invalid');
    const phone = canvas.getByRole('textbox', { name: '电话' });
    await userEvent.type(phone, '12345');
    await expect(phone).toHaveAccessibleDescription('请输入正确的手机号码');
  },
};

/** Blur validation: nothing is shown before a field was left. */
export const ValidateOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await userEvent.type(email, 'lab@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('请输入正确的邮箱地址');
  },
};

/** The English site: English messages and no mainland mobile rule; the address is free text without provinces. */
export const English: Story = {
  args: { provinces: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Full Name cannot be blank',
    );
    await expect(canvas.getByText('Please check the privacy policy')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Jane Doe');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Example Bio');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Department' }), 'R&D');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'Boston, MA');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+1 617 555 0100');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Bulk pricing for IL-6?');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+1 617 555 0100' })),
    );
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Message Succeeded' }),
    ).toBeVisible();
    await userEvent.click(within(document.body).getByRole('button', { name: 'OK' }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '姓名' });
    const company = canvas.getByRole('textbox', { name: '单位名称' });
    // One column on phones: the second field sits below the first, not beside it.
    await expect(company.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

/** Prefilled for a logged-in user. */
export const Filled: Story = {
  args: { defaultValues: { name: '李雷', company: '复旦大学', email: 'lilei@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('李雷');
    await expect(canvas.getByRole('textbox', { name: '邮箱' })).toHaveValue('lilei@example.com');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    const submit = canvas.getByRole('button', { name: '提交' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    // A second click while sending sends nothing more.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: its msg in a toast, its field messages on the fields. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('提交过于频繁，请稍后再试', { email: '该邮箱已被限制' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('提交过于频繁，请稍后再试');
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await expect(email).toHaveAccessibleDescription('该邮箱已被限制');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSent).not.toHaveBeenCalled();
    // The values stay for a retry.
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('李雷');
  },
};

/** Success: trimmed values sent, analytics called, 'Message Succeeded' box, form emptied. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filledZh));
    await expect(args.onSent).toHaveBeenCalledWith(filledZh);
    const dialog = await within(document.body).findByRole('dialog', { name: '留言成功' });
    await expect(dialog).toHaveAccessibleDescription('我们会尽快与您联系');
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <LeaveMessageForm {...args} label="在线留言（空）" />
      <LeaveMessageForm {...args} label="在线留言（已填）" defaultValues={filledZh} />
      <LeaveMessageForm {...args} label="在线留言（错误）" provinces={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withErrors = canvas.getByRole('form', { name: '在线留言（错误）' });
    await userEvent.click(within(withErrors).getByRole('button', { name: '提交' }));
    await expect(within(withErrors).getByRole('textbox', { name: '地址' })).toHaveAccessibleDescription(
      '地址不能为空',
    );
    await expect(canvas.getByRole('form', { name: '在线留言（已填）' })).toHaveFormValues({ name: '李雷' });
  },
};

const withoutJavaScript = withoutJavaScriptStories({
  name: 'ui.LeaveMessageForm.name',
  email: 'ui.LeaveMessageForm.email',
  sentHeading: 'ui.LeaveMessageForm.succeededTitle',
});

/** Refused by the server after a post without JavaScript: the posted values kept, the messages in place. */
export const PostedWithoutJavaScript: Story = withoutJavaScript.PostedWithoutJavaScript;
export const PostedWithoutJavaScriptEnglish: Story = withoutJavaScript.PostedWithoutJavaScriptEnglish;
/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = withoutJavaScript.SentWithoutJavaScript;
export const SentWithoutJavaScriptEnglish: Story = withoutJavaScript.SentWithoutJavaScriptEnglish;
