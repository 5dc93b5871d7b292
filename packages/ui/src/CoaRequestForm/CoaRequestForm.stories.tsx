import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { storyIntl } from '../test/storyIntl';
import { CoaRequestForm } from './CoaRequestForm';
import { coaRequestFormMessages as messages } from './CoaRequestForm.messages';

const meta = {
  title: 'Components/CoaRequestForm',
  component: CoaRequestForm,
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
  args: {
    areas: [
      { value: '1', label: 'Beijing' },
      { value: '2', label: 'Shanghai' },
    ],
    industries: [{ value: '3', label: 'Biopharma' }],
    siteLocale: 'en',
    onSubmit: fn(async () => ({
      documents: [
        { catalogNumber: 'PD1-H5211', lotNumber: 'H5211-2603B', url: '/files/coa?catalogNumber=PD1-H5211' },
      ],
      notFound: [{ catalogNumber: 'NOPE-1', message: 'NOPE-1: no lot X-1' }],
      emailed: true,
      reference: 'CR-20261124-0042',
    })),
  },
} satisfies Meta<typeof CoaRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['snapshot'],
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const say = (key: keyof typeof messages) =>
      intl.formatMessage(messages[key] as (typeof messages)['name']);
    await userEvent.type(canvas.getByRole('textbox', { name: say('name') }), 'Li Lei');
    await userEvent.type(canvas.getByRole('textbox', { name: say('dept') }), 'QA');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say('catalogNumbers')) }),
      'PD1-H5211; NOPE-1',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say('lotNumber')) }),
      'H5211-2603B;X-1',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: say('areaId') }), '1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: say('industryId') }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: say('email') }), 'li.lei@example.cn');
    await userEvent.click(canvas.getByRole('button', { name: say('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Li Lei',
      dept: 'QA',
      catalogNumbers: 'PD1-H5211;NOPE-1',
      lotNumber: 'H5211-2603B;X-1',
      areaId: 1,
      industryId: 3,
      email: 'li.lei@example.cn',
    });
    const result = await canvas.findByRole('status');
    await expect(
      within(result).getByRole('link', {
        name: intl.formatMessage(messages.document, { catalogNumber: 'PD1-H5211', lot: 'H5211-2603B' }),
      }),
    ).toHaveAttribute('download');
    await expect(result).toHaveTextContent('NOPE-1: no lot X-1');
    await expect(result).toHaveTextContent(
      intl.formatMessage(messages.reference, { reference: 'CR-20261124-0042' }),
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.submit) }));
    // Nothing is sent while a required field is blank.
    await expect(args.onSubmit).not.toHaveBeenCalled();
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

/**
 * The page a post without JavaScript was refused on (the server's 400): the posted values kept, the
 * fields' messages in place.
 */
export const PostedWithoutJavaScript: Story = {
  args: { posted: { values: { name: 'Han Meimei', email: 'lab@' }, fields: {} } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    const email = canvas.getByRole('textbox', {
      name: intl.formatMessage({ id: 'ui.CoaRequestForm.email' }),
    });
    await expect(email).toHaveValue('lab@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(intl.formatMessage({ id: 'validation.email' }));
    await expect(
      canvas.getByRole('textbox', { name: intl.formatMessage({ id: 'ui.CoaRequestForm.name' }) }),
    ).toHaveValue('Han Meimei');
  },
};

/** The same refusal on the English site. */
export const PostedWithoutJavaScriptEnglish: Story = {
  ...PostedWithoutJavaScript,
  globals: { locale: 'en' },
};

/** The page a post without JavaScript answered in place (200): the server's documents instead of the form. */
export const SentWithoutJavaScript: Story = {
  args: {
    posted: {
      values: { email: 'hmm@example.com' },
      fields: {},
      result: {
        documents: [
          { catalogNumber: 'PD1-H5211', lotNumber: 'H5211-2603B', url: '/files/coa?catalogNumber=PD1-H5211' },
        ],
        notFound: [],
        emailed: true,
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl(globals);
    await expect(
      canvas.getByRole('heading', { name: intl.formatMessage({ id: 'ui.CoaRequestForm.resultTitle' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: intl.formatMessage(
          { id: 'ui.CoaRequestForm.document' },
          { catalogNumber: 'PD1-H5211', lot: 'H5211-2603B' },
        ),
      }),
    ).toHaveAttribute('href', '/files/coa?catalogNumber=PD1-H5211');
  },
};

/** The same answer on the English site. */
export const SentWithoutJavaScriptEnglish: Story = {
  ...SentWithoutJavaScript,
  globals: { locale: 'en' },
};
