import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { suggestionInputMessages } from '../internal/SuggestionInput/SuggestionInput.messages';
import { answered } from '../test/answered';
import { storyIntl } from '../test/storyIntl';
import { CompanyAutocomplete, type CompanyAutocompleteProps } from './CompanyAutocomplete';
import { companyAutocompleteMessages } from './CompanyAutocomplete.messages';

const companies = ['北京大学', '北京协和医院', '北京生命科学研究所', '复旦大学', 'Harvard University'];

function Controlled(props: CompanyAutocompleteProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CompanyAutocomplete
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/CompanyAutocomplete',
  component: CompanyAutocomplete,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '单位名称',
    name: 'unit',
    value: '',
    onValueChange: fn(),
    onSearch: fn(async (text: string) =>
      companies.filter((name) => name.toLowerCase().includes(text.toLowerCase())),
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

// Widened as the component does: the inferred descriptor type does not take the count's value.
const suggestionCountMessage: MessageDescriptor = suggestionInputMessages.count;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
  },
};

export const Playground: Story = {};

const witnessSearch = fn(async (text: string) => [`${text}（见证）`]);

/**
 * SPEC §5: one character asks nothing; the second asks once, after the pause. A witness field typed into after
 * the single character has searched by the time its own pause is over, so the pause has passed for the first
 * field too when its silence is checked.
 */
export const SearchThreshold: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <Controlled {...args} />
      <Controlled {...args} label="见证" name="witness" onSearch={witnessSearch} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    witnessSearch.mockClear();
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '北');
    await userEvent.type(canvas.getByRole('combobox', { name: '见证' }), '北京');
    await answered(witnessSearch);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, '京');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('北京');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** Arrows move the active option (aria-activedescendant), Enter picks, Escape closes, a click picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '北京');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, '大');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(canvas.getByRole('option', { name: '北京大学' }));
    await expect(input).toHaveValue('北京大学');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('北京大学');
    await expect(input).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Institute/Company' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Institute/Company' });
    await userEvent.type(input, 'har');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(
      canvas.getByRole('listbox', { name: intl.formatMessage(companyAutocompleteMessages.suggestions) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(intl.formatMessage(suggestionCountMessage, { count: 1 })),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '北京');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

export const WithErrors: Story = {
  args: { error: '单位名称不能为空', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is the story's data (the form passes its own text), shown as given.
    await expect(input).toHaveAccessibleDescription('单位名称不能为空');
    await expect(input).toBeRequired();
  },
};

/** A slow search shows nothing until it answers; an older answer never overwrites a newer one. */
export const Submitting: Story = {
  args: {
    onSearch: fn(
      (text: string) =>
        new Promise<string[]>((resolve) =>
          setTimeout(() => resolve([`${text}（慢）`]), text.length === 2 ? 900 : 50),
        ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '复旦');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('复旦'));
    await userEvent.type(input, '大');
    await waitFor(() => expect(canvas.getByRole('option', { name: '复旦大（慢）' })).toBeVisible());
    // Both searches answered, the older one last: the list still shows the newer answer.
    await answered(args.onSearch, 2);
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['复旦大（慢）']);
  },
};

/** A failed search closes the suggestions (an older answer's list does not stay); free text stays allowed. */
export const ServerError: Story = {
  args: {
    onSearch: fn(async (text: string) => {
      if (text !== '北京') throw new Error('offline');
      return companies.filter((name) => name.includes(text));
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '北京');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.type(input, '大');
    await answered(args.onSearch, 2);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('北京大');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '单位名称' });
    await userEvent.type(input, '复旦');
    await userEvent.click(await canvas.findByRole('option', { name: '复旦大学' }));
    await expect(input).toHaveValue('复旦大学');
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--sf-space-4)' }}>
      <Controlled {...args} label="单位名称（空）" />
      <Controlled {...args} label="单位名称（已填）" value="北京大学" />
      <Controlled {...args} label="单位名称（错误）" error="单位名称不能为空" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '单位名称（已填）' })).toHaveValue('北京大学');
    await expect(canvas.getByRole('combobox', { name: '单位名称（错误）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
