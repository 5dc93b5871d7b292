import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { loginFormMessages } from '../LoginForm/LoginForm.messages';
import { expectSideBySideControlsAligned, formControls } from '../test/expectControlsAligned';
import { storyIntl } from '../test/storyIntl';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
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

/** A password field, found by the start of its label (the label also holds the required marker). */
const passwordField = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));

// Widened as the component does: the inferred descriptor type does not take the count's value.
const resendMessage: MessageDescriptor = verificationCodeFieldMessages.resend;

/** The send button's name while it counts down, at any second of the wait. */
const isResendName = (intl: IntlShape) => (name: string) =>
  Array.from({ length: 61 }, (_, seconds) => intl.formatMessage(resendMessage, { seconds })).includes(name);

/** The consent checkbox's name: the agreement sentence as read out, without its links' tags. */
const agreementMessage: MessageDescriptor = registerFormMessages.privacyAgreement;
const agreement = (intl: IntlShape) =>
  intl.formatMessage(agreementMessage, {
    privacy: (chunks: string[]) => chunks.join(''),
    terms: (chunks: string[]) => chunks.join(''),
  });

/** The text of one of the agreement's links (the words its <privacy> or <terms> tag wraps). */
function agreementLinkText(intl: IntlShape, tag: 'privacy' | 'terms'): string {
  const texts: Record<string, string> = {};
  const keep = (name: string) => (chunks: string[]) => {
    texts[name] = chunks.join('');
    return texts[name];
  };
  intl.formatMessage(agreementMessage, { privacy: keep('privacy'), terms: keep('terms') });
  return texts[tag] ?? '';
}

async function fill(canvas: Canvas, intl: IntlShape) {
  const t = intl.formatMessage;
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(registerFormMessages.email) }),
    'lilei@example.com',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(verificationCodeFieldMessages.label) }),
    '123456',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: t(registerFormMessages.name) }), '李雷');
  await userEvent.type(canvas.getByRole('textbox', { name: t(registerFormMessages.phone) }), '13800138000');
  await userEvent.type(canvas.getByRole('combobox', { name: t(registerFormMessages.unit) }), '复旦大学');
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(registerFormMessages.department) }),
    '生命科学学院',
  );
  await userEvent.type(passwordField(canvas, t(registerFormMessages.password)), 'abc123');
  await userEvent.type(passwordField(canvas, t(registerFormMessages.confirmPassword)), 'abc123');
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: t(registerFormMessages.area) }),
    '上海市',
  );
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: t(registerFormMessages.industry) }),
    '科研院校',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: agreement(intl) }));
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: intl.formatMessage(registerFormMessages.formLabel) }),
    ).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('link', { name: agreementLinkText(intl, 'privacy') })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: agreementLinkText(intl, 'terms') })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(
      canvas.getByRole('link', { name: intl.formatMessage(loginFormMessages.toLogin) }),
    ).toHaveAttribute('href', '/login');
    await expect(
      canvas.getByRole('checkbox', { name: intl.formatMessage(registerFormMessages.marketingConsent) }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(registerFormMessages.unit) }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

/** Every SPEC §5 registration message; 'passwords inconsistent' on the confirmation; marketing stays optional. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
    );
    const email = canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.email) });
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.email' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(registerFormMessages.area) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.areaId' }));
    await expect(
      canvas.getByText(intl.formatMessage({ id: 'validation.consent.privacyAgreement' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: intl.formatMessage(registerFormMessages.marketingConsent) }),
    ).not.toHaveAttribute('aria-invalid');
    const password = passwordField(canvas, intl.formatMessage(registerFormMessages.password));
    await userEvent.type(password, 'abcdef');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(intl.formatMessage({ id: 'validation.password' })),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'abc123');
    const confirmation = passwordField(canvas, intl.formatMessage(registerFormMessages.confirmPassword));
    await userEvent.type(confirmation, 'abc124');
    await expect(confirmation).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.match' }));
    const phone = canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.phone) });
    await userEvent.type(phone, '14212345678');
    // Only the Chinese site asks for a mainland mobile number (SPEC §5); the English one takes any phone.
    if (intl.locale === 'zh-CN') {
      await expect(phone).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.mobile' }));
    } else {
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    }
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) });
    await userEvent.click(send);
    await expect(
      await canvas.findByText(intl.formatMessage({ id: 'validation.required.email' })),
    ).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.email) }),
      'jane@example.com',
    );
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('jane@example.com'));
    await expect(await canvas.findByRole('button', { name: isResendName(intl) })).toBeDisabled();
    const phone = () => canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.phone) });
    await userEvent.type(phone(), '+44 20 7946 0000');
    await userEvent.tab();
    await expect(phone()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
    );
    await expect(
      passwordField(canvas, intl.formatMessage(registerFormMessages.confirmPassword)),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.confirmPassword' }));
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

  const password = passwordField(canvas, intl.formatMessage(registerFormMessages.password));
  await userEvent.type(password, 'abc');
  await userEvent.tab();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(await expectSideBySideControlsAligned(formControls(form))).toBe(5);

  await userEvent.click(
    canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
  );
  await expect(
    passwordField(canvas, intl.formatMessage(registerFormMessages.confirmPassword)),
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(registerFormMessages.formLabel) });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    const name = canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.name) });
    const phone = canvas.getByRole('textbox', { name: intl.formatMessage(registerFormMessages.phone) });
    // One column on phones.
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

/**
 * The unit suggests companies once two characters are typed (the one-character rule is CompanyAutocomplete's, with
 * its own story and unit test), and a pick fills the field.
 */
export const CompanySuggestions: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const unit = canvas.getByRole('combobox', { name: intl.formatMessage(registerFormMessages.unit) });
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
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    const button = canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeDisabled();
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    );
    await expect(await canvas.findByText('发送过于频繁，请稍后再试')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(verificationCodeFieldMessages.send) }),
    ).toBeEnabled();
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('参数校验失败');
    const code = canvas.getByRole('textbox', {
      name: intl.formatMessage(verificationCodeFieldMessages.label),
    });
    await expect(code).toHaveAccessibleDescription('验证码错误或已过期');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** The contract's body: ids as integers, privacy agreed, marketing consent as ticked. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: intl.formatMessage(registerFormMessages.marketingConsent) }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(registerFormMessages.submit) }),
    );
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
    await expect(await canvas.findByText(intl.formatMessage(registerFormMessages.succeeded))).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
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
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '注册（预填）' });
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(registerFormMessages.name) }),
    ).toHaveValue('李雷');
    await expect(
      within(filled).getByRole('combobox', { name: intl.formatMessage(registerFormMessages.area) }),
    ).toHaveValue('3');
    // Without a search the unit is a plain text field.
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(registerFormMessages.unit) }),
    ).toBeVisible();
  },
};
