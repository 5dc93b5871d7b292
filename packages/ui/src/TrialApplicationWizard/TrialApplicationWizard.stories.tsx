import { fieldIssueMessage, trialApplicationForm } from '@storefront/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import {
  areas,
  categories,
  fakeWizardActors,
  industries,
  searchCatalogNumbers,
  trialAnswers,
} from '../ApplicationWizard/ApplicationWizard.fixtures';
import { applicationWizardMessages as m } from '../ApplicationWizard/ApplicationWizard.messages';
import {
  applicationFieldMessages as f,
  applicationStepMessages as s,
} from '../ApplicationWizard/applicationFields.messages';
import type { ApplicationDraft } from '../machines/applicationWizard';
import { trialApplicationMachine } from '../machines/trialApplicationMachine';
import { docgenDescription } from '../test/docgen';
import { storyIntl } from '../test/storyIntl';
import { verificationCodeFieldMessages as code } from '../VerificationCodeField/VerificationCodeField.messages';
import { TrialApplicationWizard } from './TrialApplicationWizard';

function required(
  intl: Pick<ReturnType<typeof storyIntl>, 'formatMessage'>,
  field: keyof typeof trialApplicationForm,
) {
  const message = fieldIssueMessage(field, 'required', trialApplicationForm[field]);
  return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage });
}

interface HarnessProps {
  draft?: ApplicationDraft | null;
  submit?: 'done' | 'failed' | 'fieldFailed';
  fieldFailure?: Record<string, string>;
  /** Renders the server's step as a page without JavaScript does, the action having refused these fields. */
  serverRefused?: (keyof typeof trialApplicationForm)[];
}

/** The wizard on a machine with fake actors, as an app wires it. */
function Harness({ draft = null, submit = 'done', fieldFailure, serverRefused }: HarnessProps) {
  const intl = useIntl();
  const actor = useActorRef(
    trialApplicationMachine.provide({ actors: fakeWizardActors({ draft, submit, fieldFailure }) }),
    { input: { siteLocale: 'cn', prefill: { name: 'Li Lei', email: 'li.lei@example.com' } } },
  );
  return (
    <TrialApplicationWizard
      actor={actor}
      categories={categories}
      industries={industries}
      areas={areas}
      onSearchCatalogNumbers={searchCatalogNumbers}
      serverStep={
        serverRefused
          ? {
              step: 'applicant',
              values: trialAnswers,
              posted: {
                values: { ...trialAnswers, email: '' },
                fields: Object.fromEntries(serverRefused.map((field) => [field, required(intl, field)])),
              },
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/TrialApplicationWizard',
  component: Harness,
  // The page documents the wizard, not this harness: its notes and, in a tab, its props.
  subcomponents: { TrialApplicationWizard },
  parameters: { docs: { description: { component: docgenDescription(TrialApplicationWizard) } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const atReview = { step: 'review', values: trialAnswers };

/** Next on an empty product step: the step holds and says what is missing, the first field takes the focus. */
export const InvalidNext: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.next) }));
    await expect(await canvas.findByText(required(intl, 'productName'))).toBeVisible();
    await expect(canvas.getByText(required(intl, 'treeId'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: intl.formatMessage(f.sku) })).toHaveFocus();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      intl.formatMessage(s.product),
    );
  },
};

export const InvalidNextEnglish: Story = { globals: { locale: 'en' }, play: InvalidNext.play };

/** A message shows once a field is left, not while it is first typed in. */
export const MessageOnBlur: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const productName = await canvas.findByRole('textbox', { name: intl.formatMessage(f.productName) });
    await userEvent.click(productName);
    await expect(canvas.queryByText(required(intl, 'productName'))).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required(intl, 'productName'))).toBeVisible();
  },
};

/** Next with a valid product step, then Back: the answers are still there. */
export const BackKeepsValues: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: intl.formatMessage(f.sku) }), 'IL6');
    await userEvent.click(await canvas.findByRole('option', { name: 'IL6-H4218' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(f.productName) }),
      'Human IL-6',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: intl.formatMessage(f.treeId) }), '1');
    await userEvent.type(
      canvas.getByRole('textbox', { name: intl.formatMessage(f.productApplication) }),
      'ELISA',
    );
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.next) }));
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(s.applicant) })).toHaveFocus();
    // The logged-in applicant's details are filled in.
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(f.name) })).toHaveValue('Li Lei');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.back) }));
    await expect(await canvas.findByRole('combobox', { name: intl.formatMessage(f.sku) })).toHaveValue(
      'IL6-H4218',
    );
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(f.productName) })).toHaveValue(
      'Human IL-6',
    );
  },
};

export const BackKeepsValuesEnglish: Story = { globals: { locale: 'en' }, play: BackKeepsValues.play };

/** The review lists the answers (a choice by its label) and never the code. */
export const Review: Story = {
  args: { draft: atReview },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) })).toBeVisible();
    await expect(canvas.getByText('Cytokines')).toBeVisible();
    await expect(canvas.queryByText(trialAnswers.Verification)).toBeNull();
  },
};

export const SubmitSuccess: Story = {
  args: { draft: atReview },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    const sent = await canvas.findByRole('status');
    await expect(within(sent).getByRole('heading', { name: intl.formatMessage(m.sentTitle) })).toBeVisible();
    await expect(sent).toHaveTextContent('TRY-20260301-0001');
  },
};

export const SubmitSuccessEnglish: Story = {
  globals: { locale: 'en' },
  args: SubmitSuccess.args,
  play: SubmitSuccess.play,
};

/** A refusal without fields: the review stays, with the server's message. */
export const SubmitFailure: Story = {
  args: { draft: atReview, submit: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service busy, please try again later');
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.submit) })).toBeEnabled();
  },
};

/** A field refused by the server: back to the product step, the message under the catalog number. */
export const SubmitFieldFailure: Story = {
  args: { draft: atReview, submit: 'fieldFailed', fieldFailure: { sku: 'No such product: IL6-H4218' } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    await expect(await canvas.findByText('No such product: IL6-H4218')).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      intl.formatMessage(s.product),
    );
  },
};

/** The code goes out only to a valid e-mail: an invalid one gets the e-mail's message under the code field. */
export const SendCode: Story = {
  args: { draft: { step: 'applicant', values: { ...trialAnswers, email: 'li.lei@' } } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: intl.formatMessage(code.send) });
    await userEvent.click(send);
    const invalid = fieldIssueMessage('email', 'email', trialApplicationForm.email);
    const emailMessage = intl.formatMessage({ id: invalid.id, defaultMessage: invalid.defaultMessage });
    await expect((await canvas.findAllByText(emailMessage)).length).toBeGreaterThan(0);
    const email = canvas.getByRole('textbox', { name: intl.formatMessage(f.email) });
    await userEvent.clear(email);
    await userEvent.type(email, 'li.lei@example.com');
    await userEvent.click(send);
    await expect(await canvas.findByText(intl.formatMessage(code.sent))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  args: { draft: { step: 'applicant', values: trialAnswers } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.next) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.back) })).toBeVisible();
  },
};

/**
 * Without JavaScript: the server's step is a native form posting to the page, its buttons named submits
 * (Next first, the code's send), Back a link, the action's refusal on the fields and the answers kept.
 */
export const WithoutJavaScript: Story = {
  args: { serverRefused: ['email'] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form');
    await expect(form).toHaveAttribute('method', 'post');
    const next = canvas.getByRole('button', { name: intl.formatMessage(m.next) });
    await expect(next).toHaveAttribute('name', 'intent');
    await expect(next).toHaveAttribute('value', 'next');
    await expect(canvas.getByRole('button', { name: intl.formatMessage(code.send) })).toHaveAttribute(
      'value',
      'sendCode',
    );
    await expect(canvas.getByRole('link', { name: intl.formatMessage(m.back) })).toHaveAttribute(
      'href',
      '?step=product',
    );
    const email = canvas.getByRole('textbox', { name: intl.formatMessage(f.email) });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(required(intl, 'email'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(f.company) })).toHaveValue(
      trialAnswers.company,
    );
  },
};

export const WithoutJavaScriptEnglish: Story = {
  globals: { locale: 'en' },
  args: WithoutJavaScript.args,
  play: WithoutJavaScript.play,
};
