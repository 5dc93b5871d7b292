import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from '../internal/Field';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { withoutJavaScriptStories } from '../test/withoutJavaScriptStories';
import { JobApplicationForm } from './JobApplicationForm';
import { jobApplicationFormMessages as messages } from './JobApplicationForm.messages';

const jobs = [
  { value: '1', label: '蛋白表达研发科学家 Scientist, Protein Expression' },
  { value: '4', label: '技术支持工程师 Technical Support Engineer' },
];

const meta = {
  title: 'Components/JobApplicationForm',
  component: JobApplicationForm,
  args: { jobs, defaultJobId: 4, onSubmit: fn(async () => {}), onSent: fn() },
  decorators: [
    // Toasts stay until dismissed: Default's picture, taken after its play function, shows the toast, and
    // on a busy machine the default 5 s had gone by before the 375 px picture (a CI run, 2026-12-02).
    (Story) => (
      <ToastProvider duration={Infinity}>
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof JobApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });

async function fill(canvasElement: HTMLElement, globals: Record<string, unknown>, cv: File) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: intl.formatMessage(messages.name) }), 'Li Lei');
  await userEvent.type(
    canvas.getByRole('textbox', { name: intl.formatMessage(messages.email) }),
    'li@example.cn',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: intl.formatMessage(messages.phone) }),
    '13812345678',
  );
  // The label's text is followed by the required marker.
  const cvLabel = intl.formatMessage(messages.cv);
  await userEvent.upload(
    canvas.getByLabelText((text) => text.startsWith(cvLabel)),
    cv,
  );
}

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // The job page's own position is chosen already.
    await expect(canvas.getByRole('combobox', { name: intl.formatMessage(messages.jobId) })).toHaveValue('4');
    const file = pdf();
    await fill(canvasElement, globals, file);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Li Lei',
        email: 'li@example.cn',
        phone: '13812345678',
        jobId: 4,
        cv: file,
      }),
    );
    await expect(
      await within(document.body).findByText(intl.formatMessage(messages.succeeded)),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Required: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(canvas.getByText(intl.formatMessage({ id: 'validation.required.cv' }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage({ id: 'validation.required.name' }))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await fill(canvasElement, globals, big);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    // Refused before anything is sent.
    await expect(
      await canvas.findByText(intl.formatMessage({ id: 'validation.fileSize' }, { max: 5 })),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new FormSubmitError('', { cv: 'Only PDF or Word files (.pdf, .doc, .docx) are accepted' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await fill(canvasElement, globals, pdf());
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    await expect(
      await canvas.findByText('Only PDF or Word files (.pdf, .doc, .docx) are accepted'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: intl.formatMessage(messages.submit) }),
    ).toBeVisible();
  },
};

const withoutJavaScript = withoutJavaScriptStories({
  name: 'ui.JobApplicationForm.name',
  email: 'ui.JobApplicationForm.email',
  sentHeading: 'ui.JobApplicationForm.succeeded',
});

/** Refused by the server after a post without JavaScript: the posted values kept, the messages in place. */
export const PostedWithoutJavaScript: Story = withoutJavaScript.PostedWithoutJavaScript;
export const PostedWithoutJavaScriptEnglish: Story = withoutJavaScript.PostedWithoutJavaScriptEnglish;
/** The page a post without JavaScript returned to once sent (`?sent=`): the confirmation in place of the form. */
export const SentWithoutJavaScript: Story = withoutJavaScript.SentWithoutJavaScript;
export const SentWithoutJavaScriptEnglish: Story = withoutJavaScript.SentWithoutJavaScriptEnglish;
