import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { expectSideBySideControlsAligned, formControls } from '../test/expectControlsAligned';
import { storyIntl } from '../test/storyIntl';
import { RegisterForm } from './RegisterForm';
import { registerFormMessages } from './RegisterForm.messages';

const areas = [
  { value: '1', label: '北京市' },
  { value: '2', label: '上海市' },
  { value: '3', label: '江苏省' },
];
const industries = [
  { value: '1', label: '科研院校' },
  { value: '2', label: '医药企业' },
];
const companies = ['北京大学', '北京协和医院', '北京生命科学研究所'];

const meta = {
  title: 'Components/RegisterForm',
  component: RegisterForm,
  args: {
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    onSearchUnits: fn(async (text: string) => companies.filter((name) => name.includes(text))),
    areas,
    industries,
    privacyHref: '/privacy',
    termsHref: '/terms',
    hrefs: { login: '/login', reset: '/reset' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fillZh(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: '邮箱（用户名）' }), 'lilei@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '123456');
  await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '李雷');
  await userEvent.type(canvas.getByRole('textbox', { name: '电话' }), '13800138000');
  await userEvent.type(canvas.getByRole('combobox', { name: '单位名称' }), '复旦大学');
  await userEvent.type(canvas.getByRole('textbox', { name: '部门' }), '生命科学学院');
  await userEvent.type(canvas.getByLabelText(/^密码/), 'abc123');
  await userEvent.type(canvas.getByLabelText(/^确认密码/), 'abc123');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '地区' }), '上海市');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '行业' }), '科研院校');
  await userEvent.click(canvas.getByRole('checkbox', { name: /隐私政策/ }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '注册账号' })).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: '服务条款' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: '邮箱登录' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('checkbox', { name: /邮件接收/ })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '单位名称' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Playground: Story = {};

/** Every SPEC §5 registration message; 'passwords inconsistent' on the confirmation; marketing stays optional. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    const email = canvas.getByRole('textbox', { name: '邮箱（用户名）' });
    await expect(email).toHaveAccessibleDescription('邮箱不能为空');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: '地区' })).toHaveAccessibleDescription(
      '请选择所在地区',
    );
    await expect(canvas.getByText('请阅读并同意隐私政策和服务条款')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /邮件接收/ })).not.toHaveAttribute('aria-invalid');
    const password = canvas.getByLabelText(/^密码/);
    await userEvent.type(password, 'abcdef');
    await expect(password).toHaveAccessibleDescription(/密码至少 6 位/);
    await userEvent.clear(password);
    await userEvent.type(password, 'abc123');
    const confirmation = canvas.getByLabelText(/^确认密码/);
    await userEvent.type(confirmation, 'abc124');
    await expect(confirmation).toHaveAccessibleDescription('两次输入的密码不一致');
    await userEvent.type(canvas.getByRole('textbox', { name: '电话' }), '14212345678');
    await expect(canvas.getByRole('textbox', { name: '电话' })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** English: English messages, the mainland mobile rule dropped, the code sent to the typed e-mail. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    areas: [{ value: '9', label: 'United Kingdom' }],
    industries: [{ value: '1', label: 'Academic research' }],
    hrefs: { login: '/en/login' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    await expect(await canvas.findByText('Email Required')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (your username)' }), 'jane@example.com');
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('jane@example.com'));
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '+44 20 7946 0000');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Please confirm the password',
    );
  },
};

/**
 * Two columns from 768 px: inputs side by side share one line whatever hint or error lines their fields carry
 * (the password has a hint, the confirmation none; then one error; then errors everywhere).
 */
async function expectFieldsLineUp(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const form = canvas.getByRole('form', { name: intl.formatMessage(registerFormMessages.formLabel) });
  // Email | code, name | phone, unit | department, password | confirmation, area | industry.
  await expect(await expectSideBySideControlsAligned(formControls(form))).toBe(5);

  const password = canvas.getByLabelText(new RegExp(`^${intl.formatMessage(registerFormMessages.password)}`));
  await userEvent.type(password, 'abc');
  await userEvent.tab();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(await expectSideBySideControlsAligned(formControls(form))).toBe(5);

  await userEvent.click(
    canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
  );
  await expect(
    canvas.getByLabelText(new RegExp(`^${intl.formatMessage(registerFormMessages.confirmPassword)}`)),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(await expectSideBySideControlsAligned(formControls(form))).toBe(5);
}

export const FieldsLineUp: Story = {
  play: async ({ canvasElement, globals }) => expectFieldsLineUp(canvasElement, globals),
};

export const FieldsLineUpEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectFieldsLineUp(canvasElement, globals),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '注册账号' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    const name = canvas.getByRole('textbox', { name: '姓名' });
    const phone = canvas.getByRole('textbox', { name: '电话' });
    // One column on phones.
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

/**
 * The unit suggests companies once two characters are typed (the one-character rule is CompanyAutocomplete's, with
 * its own story and unit test), and a pick fills the field.
 */
export const CompanySuggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unit = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(unit, '北京');
    await waitFor(() => expect(unit).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onSearchUnits).toHaveBeenCalledTimes(1);
    await expect(args.onSearchUnits).toHaveBeenCalledWith('北京');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(unit).toHaveValue('北京协和医院');
    await expect(unit).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    const button = canvas.getByRole('button', { name: '注册' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: its message in the form, its field messages on the fields. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('参数校验失败', { code: '验证码错误或已过期' });
    }),
    onSendCode: fn(async () => {
      throw new Error('发送过于频繁，请稍后再试');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('发送过于频繁，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('参数校验失败');
    const code = canvas.getByRole('textbox', { name: '验证码' });
    await expect(code).toHaveAccessibleDescription('验证码错误或已过期');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** The contract's body: ids as integers, privacy agreed, marketing consent as ticked. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillZh(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: /邮件接收/ }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'lilei@example.com',
        name: '李雷',
        phone: '13800138000',
        unit: '复旦大学',
        department: '生命科学学院',
        password: 'abc123',
        confirmPassword: 'abc123',
        code: '123456',
        areaId: 2,
        industryId: 1,
        privacyAgreement: true,
        marketingConsent: true,
      }),
    );
    await expect(await canvas.findByText('注册成功，现在可以登录了')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <RegisterForm {...args} label="注册（空）" />
      <RegisterForm
        {...args}
        hrefs={{}}
        onSearchUnits={undefined}
        label="注册（预填）"
        defaultValues={{ email: 'lilei@example.com', name: '李雷', areaId: '3' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '注册（预填）' });
    await expect(within(filled).getByRole('textbox', { name: '姓名' })).toHaveValue('李雷');
    await expect(within(filled).getByRole('combobox', { name: '地区' })).toHaveValue('3');
    // Without a search the unit is a plain text field.
    await expect(within(filled).getByRole('textbox', { name: '单位名称' })).toBeVisible();
  },
};
