import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/storyIntl';
import { SearchBox, type SearchBoxProps, type SearchBoxSuggestion } from './SearchBox';
import { searchBoxMessages } from './SearchBox.messages';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: {
    hotKeywords: ['IL-6', 'PD-1', 'CD19', '新冠刺突蛋白', 'HER2'],
    onSearch: fn((_keywords: string, event: { preventDefault(): void }) => event.preventDefault()),
    onKeywordClick: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    // Testing Library does not map the <search> element to its role yet; browsers do.
    const landmark = canvasElement.querySelector('search') as HTMLElement;
    await expect(landmark).toHaveAttribute('aria-label', intl.formatMessage(searchBoxMessages.label));
    const field = within(landmark).getByRole('searchbox');
    await expect(field.closest('form')).toHaveAttribute('action', '/search');
    await expect(field.closest('form')).toHaveAttribute('method', 'get');
    const keyword = args.hotKeywords?.[3] ?? '';
    await expect(canvas.getByRole('link', { name: keyword })).toHaveAttribute(
      'href',
      `/search?keywords=${encodeURIComponent(keyword)}`,
    );
    // Empty: nothing is sent, the field takes focus.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(searchBoxMessages.submit) }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  IL-6 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('IL-6', expect.anything());
  },
};

export const Playground: Story = {};

export const NoHotKeywords: Story = {
  args: { hotKeywords: [] },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(intl.formatMessage(searchBoxMessages.hotKeywords))).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};

export const English: Story = {
  args: {
    action: '/en/search',
    hotKeywords: ['IL-6', 'PD-1'],
    getKeywordHref: (keyword: string) => `/en/search?keywords=${encodeURIComponent(keyword)}&from=hot`,
    defaultValue: 'CD19',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: intl.formatMessage(searchBoxMessages.label) }),
    ).toHaveValue('CD19');
    await expect(canvas.getByRole('link', { name: 'PD-1' })).toHaveAttribute(
      'href',
      '/en/search?keywords=PD-1&from=hot',
    );
    await expect(canvas.getByText(intl.formatMessage(searchBoxMessages.hotKeywords))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const intl = storyIntl(globals);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await expect(field.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(
      canvas.getByRole('button', { name: intl.formatMessage(searchBoxMessages.submit) }),
    ).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['snapshot'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchBox {...args} />
      <SearchBox {...args} hotKeywords={[]} defaultValue="PD-1" label="搜索（无热门词）" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('search')).toHaveLength(2);
  },
};

/**
 * The box as the site wires it: its text is the `keywords` of the URL (`value`), a search or a hot keyword
 * changes the URL, and the header re-renders — here a `<output>` stands for the address bar.
 */
function RoutedSearchBox(props: SearchBoxProps) {
  const [urlKeywords, setUrlKeywords] = useState('');
  const [draft, setDraft] = useState('');
  const navigate = (keywords: string) => {
    setUrlKeywords(keywords);
    setDraft(keywords);
  };
  return (
    <>
      <SearchBox
        {...props}
        value={draft}
        onValueChange={setDraft}
        onSearch={(keywords, event) => {
          event.preventDefault();
          props.onSearch?.(keywords, event);
          navigate(keywords);
        }}
        linkComponent={({ href, onClick, ...rest }) => (
          <a
            {...rest}
            href={href}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              navigate(new URL(href ?? '', window.location.href).searchParams.get('keywords') ?? '');
            }}
          />
        )}
      />
      <output aria-label="URL keywords">{urlKeywords}</output>
    </>
  );
}

async function expectBoxKeepsTheSearch(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const field = canvas.getByRole('searchbox', { name: intl.formatMessage(searchBoxMessages.label) });
  await userEvent.type(field, '  IL-6 {Enter}');
  await expect(canvas.getByRole('status', { name: 'URL keywords' })).toHaveTextContent('IL-6');
  await expect(field).toHaveValue('IL-6');
  await userEvent.click(canvas.getByRole('link', { name: 'PD-1' }));
  await expect(canvas.getByRole('status', { name: 'URL keywords' })).toHaveTextContent('PD-1');
  await expect(field).toHaveValue('PD-1');
}

/** After a search the box keeps showing what was searched; a hot keyword shows that keyword. */
export const KeepsTheSearch: Story = {
  render: (args) => <RoutedSearchBox {...args} />,
  play: async ({ canvasElement, globals }) => expectBoxKeepsTheSearch(canvasElement, globals),
};

export const KeepsTheSearchEnglish: Story = {
  args: { hotKeywords: ['IL-6', 'PD-1'] },
  globals: { locale: 'en' },
  render: (args) => <RoutedSearchBox {...args} />,
  play: async ({ canvasElement, globals }) => expectBoxKeepsTheSearch(canvasElement, globals),
};

const suggestions: SearchBoxSuggestion[] = [
  {
    kind: 'catalogNumber',
    text: 'IL6-H1011',
    href: '/product-detail?catalogNumber=IL6-H1011',
    highlights: [{ start: 0, end: 3 }],
  },
  { kind: 'target', text: 'IL-6', href: '/search?keywords=IL-6', highlights: [{ start: 0, end: 4 }] },
  {
    kind: 'product',
    text: '人白细胞介素-6 (IL-6) Protein',
    href: '/product-detail?catalogNumber=IL6-H4218',
    highlights: [{ start: 10, end: 14 }],
  },
];

async function expectSuggestions(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  args: SearchBoxProps,
) {
  const intl = storyIntl(globals);
  const canvas = within(canvasElement);
  const field = canvas.getByRole('combobox', { name: intl.formatMessage(searchBoxMessages.label) });
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(field, 'IL6');
  const listbox = await canvas.findByRole('listbox', {
    name: intl.formatMessage(searchBoxMessages.suggestions),
  });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  await expect(within(listbox).getByText(intl.formatMessage(searchBoxMessages.kindTarget))).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(
    intl.formatMessage(searchBoxMessages.suggestionCount, { count: 3 }),
  );
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const target = within(listbox).getAllByRole('option')[1] as HTMLElement;
  await expect(field).toHaveAttribute('aria-activedescendant', target.id);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Escape}');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(args.onSuggestionSelect).toHaveBeenCalledWith(suggestions[0]);
  await expect(args.onSearch).not.toHaveBeenCalled();
  await expect(field).toHaveValue('IL6-H1011');
}

/** Suggestions as you type: an ARIA combobox driven by the keyboard (focus stays in the field). */
export const WithSuggestions: Story = {
  args: {
    loadSuggestions: fn(async () => suggestions),
    onSuggestionSelect: fn(),
  },
  play: async ({ canvasElement, globals, args }) => expectSuggestions(canvasElement, globals, args),
};

export const WithSuggestionsEnglish: Story = {
  args: WithSuggestions.args,
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals, args }) => expectSuggestions(canvasElement, globals, args),
};

export const WithSuggestionsMobile: Story = {
  args: WithSuggestions.args,
  globals: { viewport: { value: 'iphone6', isRotated: false } },
  play: async ({ canvasElement, globals, args }) => expectSuggestions(canvasElement, globals, args),
};
