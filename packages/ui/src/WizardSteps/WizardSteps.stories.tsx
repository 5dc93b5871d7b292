import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationStepMessages as s } from '../ApplicationWizard/applicationFields.messages';
import { storyIntl } from '../test/storyIntl';
import { WizardSteps } from './WizardSteps';
import { wizardStepsMessages as m } from './WizardSteps.messages';

const meta = {
  title: 'Components/WizardSteps',
  component: WizardSteps,
  args: {
    label: 'Application steps',
    steps: [
      { id: 'applicant', label: 'Applicant' },
      { id: 'lab', label: 'Lab' },
      { id: 'paper', label: 'Paper' },
      { id: 'product', label: 'Product' },
      { id: 'remittance', label: 'Remittance' },
      { id: 'review', label: 'Review' },
    ],
    current: 'paper',
  },
  // The labels in the page's language, as a wizard passes them.
  render: (args, { globals }) => {
    const intl = storyIntl(globals);
    const label = (id: string) => intl.formatMessage(s[id as keyof typeof s]);
    return <WizardSteps {...args} steps={args.steps.map((step) => ({ ...step, label: label(step.id) }))} />;
  },
} satisfies Meta<typeof WizardSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent(intl.formatMessage(s.paper));
    // The steps before the current one are read as done.
    await expect(canvas.getAllByText(intl.formatMessage(m.done))).toHaveLength(2);
  },
};

export const English: Story = { globals: { locale: 'en' }, play: Default.play };

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(intl.formatMessage(m.progress, { current: 3, count: 6 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(s.paper))).toBeVisible();
  },
};
