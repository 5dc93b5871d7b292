import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { fieldMessages } from '../internal/Field/Field.messages';
import { storyIntl } from '../test/storyIntl';
import { storyCaptcha } from '../VerificationCodeField/VerificationCodeField.fixtures';
import { verificationCodeFieldMessages } from '../VerificationCodeField/VerificationCodeField.messages';
import { CompleteInfoForm, type CompleteInfoFormProps } from './CompleteInfoForm';
import { completeInfoFormMessages } from './CompleteInfoForm.messages';

function WithCaptcha(props: CompleteInfoFormProps) {
  const [round, setRound] = useState(1);
  return (
    <CompleteInfoForm
      {...props}
      captcha={storyCaptcha(`Q2M${round}`, `captcha-${round}`)}
      onRefreshCaptcha={() => {
        props.onRefreshCaptcha();
        setRound((current) => current + 1);
      }}
    />
  );
}

const areas = [
  { value: '北京市', label: '北京市' },
  { value: '上海市', label: '上海市' },
];

const meta = {
  title: 'Components/CompleteInfoForm',
  component: CompleteInfoForm,
  render: (args) => <WithCaptcha {...args} />,
  args: {
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    onRefreshCaptcha: fn(),
    onSearchCompanies: fn(async (text: string) =>
      ['复旦大学', '复旦大学附属中山医院'].filter((n) => n.includes(text)),
    ),
    captcha: undefined,
    areas,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompleteInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, intl: IntlShape) {
  const t = intl.formatMessage;
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(completeInfoFormMessages.phone) }),
    '13900139000',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(verificationCodeFieldMessages.captchaLabel) }),
    'Q2M1',
  );
  await userEvent.click(canvas.getByRole('button', { name: t(verificationCodeFieldMessages.send) }));
  await userEvent.type(canvas.getByRole('textbox', { name: t(verificationCodeFieldMessages.label) }), '2468');
  await userEvent.type(
    canvas.getByRole('textbox', { name: t(completeInfoFormMessages.department) }),
    '生命科学学院',
  );
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: t(completeInfoFormMessages.area) }),
    '上海市',
  );
}

const prefill = { name: '李雷', company: '复旦大学' };

export const Default: Story = {
  args: { defaultValues: prefill },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: intl.formatMessage(completeInfoFormMessages.formLabel) }),
    ).toHaveAttribute('novalidate');
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.name) }),
    ).toHaveValue('李雷');
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(completeInfoFormMessages.company) }),
    ).toHaveValue('复旦大学');
    await expect(
      canvas.getByRole('img', { name: intl.formatMessage(verificationCodeFieldMessages.captchaImage) }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) }),
    );
    const phone = canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.phone) });
    await expect(phone).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.phone' }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.name) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.name' }));
    await expect(
      canvas.getByRole('combobox', { name: intl.formatMessage(completeInfoFormMessages.area) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.areaName' }));
    await userEvent.type(phone, '19412345678');
    await expect(phone).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.mobile' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The intro sentence is spaced like the required-fields line above it, as on the other forms: the walk-through
 * found a large blank gap between it and the first field.
 */
async function expectIntroSpacedLikeTheForm(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const hint = canvas.getByText(intl.formatMessage(fieldMessages.requiredHint)).getBoundingClientRect();
  const intro = canvas.getByText(intl.formatMessage(completeInfoFormMessages.intro)).getBoundingClientRect();
  const firstLabel = canvas
    .getByText(intl.formatMessage(completeInfoFormMessages.phone))
    .getBoundingClientRect();
  const gapAboveIntro = intro.top - hint.bottom;
  await expect(gapAboveIntro).toBeLessThanOrEqual(16);
  await expect(Math.abs(firstLabel.top - intro.bottom - gapAboveIntro)).toBeLessThan(1);
}

export const IntroSpacing: Story = {
  play: async ({ canvasElement, globals }) => expectIntroSpacedLikeTheForm(canvasElement, globals),
};

export const IntroSpacingEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectIntroSpacedLikeTheForm(canvasElement, globals),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { areas: undefined, onSearchCompanies: undefined },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) }),
    );
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.area) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.areaName' }));
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.company) }),
    ).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.required.company' }));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: intl.formatMessage(completeInfoFormMessages.formLabel) });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultValues: prefill },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    const button = canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: prefill,
    onSubmit: fn(async () => {
      throw new FormSubmitError('该手机号已绑定其他账号', { phone: '该手机号已绑定其他账号' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该手机号已绑定其他账号');
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.phone) }),
    ).toHaveAccessibleDescription('该手机号已绑定其他账号');
  },
};

export const Success: Story = {
  args: { defaultValues: prefill },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvas, intl);
    await waitFor(() =>
      expect(args.onSendCode).toHaveBeenCalledWith({
        phone: '13900139000',
        captchaId: 'captcha-1',
        captcha: 'Q2M1',
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) }),
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        phone: '13900139000',
        code: '2468',
        name: '李雷',
        company: '复旦大学',
        department: '生命科学学院',
        areaName: '上海市',
      }),
    );
    await expect(
      await canvas.findByText(intl.formatMessage(completeInfoFormMessages.succeeded)),
    ).toBeVisible();
  },
};

/** An SMS-login account: its phone is proven, so it is read-only and no second code is asked. */
export const VerifiedPhone: Story = {
  args: { defaultValues: { ...prefill, phone: '13900139000' }, phoneVerified: true },
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.phone) });
    await expect(phone).toHaveAttribute('readonly');
    await expect(phone).toHaveAccessibleDescription(
      intl.formatMessage(completeInfoFormMessages.phoneVerified),
    );
    await expect(
      canvas.queryByRole('textbox', { name: intl.formatMessage(verificationCodeFieldMessages.label) }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('img', { name: intl.formatMessage(verificationCodeFieldMessages.captchaImage) }),
    ).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.department) }),
      '生命科学学院',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: intl.formatMessage(completeInfoFormMessages.area) }),
      '上海市',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: intl.formatMessage(completeInfoFormMessages.submit) }),
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        phone: '13900139000',
        name: '李雷',
        company: '复旦大学',
        department: '生命科学学院',
        areaName: '上海市',
      }),
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-8)' }}>
      <WithCaptcha {...args} label="完善信息（空）" />
      <WithCaptcha {...args} label="完善信息（预填）" defaultValues={prefill} areas={undefined} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const filled = canvas.getByRole('form', { name: '完善信息（预填）' });
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.name) }),
    ).toHaveValue('李雷');
    await expect(
      within(filled).getByRole('textbox', { name: intl.formatMessage(completeInfoFormMessages.area) }),
    ).toBeVisible();
  },
};
