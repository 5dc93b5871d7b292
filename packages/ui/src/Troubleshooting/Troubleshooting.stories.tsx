import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { Troubleshooting } from './Troubleshooting';
import { troubleshootingMessages } from './Troubleshooting.messages';

const meta = {
  title: 'Components/Troubleshooting',
  component: Troubleshooting,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof Troubleshooting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      intl.formatMessage(troubleshootingMessages.reconstitutionTitle),
      intl.formatMessage(troubleshootingMessages.storageTitle),
      intl.formatMessage(troubleshootingMessages.activityTitle),
      intl.formatMessage(troubleshootingMessages.aggregationTitle),
      intl.formatMessage(troubleshootingMessages.endotoxinTitle),
    ]);
    const question = canvas.getByText(intl.formatMessage(troubleshootingMessages.reconstitutionQuestionA));
    const answer = canvas.getByText(intl.formatMessage(troubleshootingMessages.reconstitutionAnswerA));
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
    // Native disclosures: every question takes focus and is in the tab order (Enter and Space toggle it).
    await expect(question).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByText(intl.formatMessage(troubleshootingMessages.reconstitutionQuestionB)),
    ).toHaveFocus();
  },
};

export const Playground: Story = {};

export const SelectedTopicsOpen: Story = {
  args: { topics: ['storage', 'endotoxin'], defaultOpen: ['endotoxin'] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(
      canvas.getByText(intl.formatMessage(troubleshootingMessages.endotoxinAnswerA)),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(troubleshootingMessages.storageAnswerA)),
    ).not.toBeVisible();
  },
};

export const WithProductSpecificAdvice: Story = {
  args: {
    children: (
      <p>本品为 Fc 融合二聚体：复溶后请勿低于 0.05 mg/mL 长期保存，如需稀释请使用含 0.1% BSA 的 PBS。</p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/本品为 Fc 融合二聚体/)).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultOpen: ['reconstitution'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: intl.formatMessage(troubleshootingMessages.label) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(troubleshootingMessages.reconstitutionAnswerA)),
    ).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(troubleshootingMessages.note))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultOpen: ['aggregation'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Every topic expanded, for visual review and image snapshots. */
export const AllStates: Story = {
  tags: ['snapshot'],
  args: { defaultOpen: ['reconstitution', 'storage', 'activity', 'aggregation', 'endotoxin'] },
};
