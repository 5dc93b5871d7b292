import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type FormEvent, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Highlight, type TextRange } from '../Highlight';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useComboboxSuggestions } from '../internal/useComboboxSuggestions';
import { useControllableState } from '../internal/useControllableState';
import { searchBoxMessages } from './SearchBox.messages';
import classes from './SearchBox.module.css';

/** A suggestion while typing: a catalog number, a target or a product name (`/search/suggestions`). */
export interface SearchBoxSuggestion {
  kind: 'catalogNumber' | 'target' | 'product';
  /** What the visitor reads. */
  text: string;
  /** Where choosing it leads: a product page, or the search for a target. */
  href: string;
  /** The parts of `text` that match what was typed (UTF-16, end exclusive). @default [] */
  highlights?: readonly TextRange[];
}

/** Pause after the last keystroke before asking for suggestions. */
export const searchSuggestionDelayMs = 150;

const kindLabels: Record<SearchBoxSuggestion['kind'], MessageDescriptor> = {
  catalogNumber: searchBoxMessages.kindCatalogNumber,
  target: searchBoxMessages.kindTarget,
  product: searchBoxMessages.kindProduct,
};

// Widened: the count message takes a value.
const suggestionCountMessage: MessageDescriptor = searchBoxMessages.suggestionCount;

export interface SearchBoxProps extends ComponentPropsWithRef<'search'> {
  /** Where the form goes, a plain GET with the field `keywords`, so it works without JavaScript. @default '/search' */
  action?: string;
  /** Hot keywords shown under the field (SPEC §9: 5 of them), most searched first. @default [] */
  hotKeywords?: string[];
  /** Link of a hot keyword. @default `${action}?keywords=${encodeURIComponent(keyword)}` */
  getKeywordHref?: (keyword: string) => string;
  /**
   * Text of the field when controlled, e.g. the `keywords` of the current URL on the results page, so that the
   * box keeps showing what was searched (and follows back/forward and hot keyword links).
   */
  value?: string;
  /** Initial text of the field when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the text on every change (and with the trimmed keywords on submit). */
  onValueChange?: (value: string) => void;
  /**
   * Called on submit with the trimmed keywords. Call `event.preventDefault()` to navigate with the router
   * instead of the browser. An empty search never submits (the field gets focus instead).
   */
  onSearch?: (keywords: string, event: FormEvent<HTMLFormElement>) => void;
  /** Called when a hot keyword is followed (analytics). */
  onKeywordClick?: (keyword: string) => void;
  /**
   * Suggestions for the typed text (the app calls `/search/suggestions`); with it the field is an ARIA combobox.
   * Called with the trimmed text a moment after the last keystroke; the signal aborts when the text changes,
   * and an older answer is never shown over a newer one. A rejection shows no suggestions.
   */
  loadSuggestions?: (
    text: string,
    options: { signal: AbortSignal },
  ) => Promise<readonly SearchBoxSuggestion[]>;
  /**
   * Called when a suggestion is chosen (Enter on the active one, or a click), e.g. to navigate with the router.
   * @default goes to the suggestion's `href`
   */
  onSuggestionSelect?: (suggestion: SearchBoxSuggestion) => void;
  /** Accessible name of the search landmark, when a page has more than one. @default the localized 'Search products, services and content' */
  label?: string;
  /** Component for the hot keyword links. @default 'a' */
  linkComponent?: LinkComponent;
  /** Class for the root element. */
  className?: string;
}

/**
 * The header search: a `<search>` landmark with a GET form to `/search?keywords=` plus the hot keywords. The
 * text is controlled (`value` / `onValueChange`) or not (`defaultValue`); either way it stays after a search.
 * With `loadSuggestions` the field suggests as the visitor types (WAI-ARIA 1.2 combobox with a listbox popup);
 * without JavaScript it stays a plain search form.
 *
 * **Accessibility:** A `search` landmark named by `label` (default 'Search products, services and content')
 * around a GET form with a labelled input; with suggestions the input is a `combobox` (`aria-expanded`,
 * `aria-controls`) over a `listbox` named 'Suggestions' of `option`s (arrows, Enter, Escape), and a
 * `role=status` line announces them. The hot keywords are a list labelled by their title.
 *
 * **Data attributes:**
 * - combobox: `data-state`: open, closed
 * - suggestion: `data-kind`: catalogNumber, target, product
 */
export function SearchBox({
  action = '/search',
  hotKeywords = [],
  getKeywordHref,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  onKeywordClick,
  loadSuggestions,
  onSuggestionSelect,
  label,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: SearchBoxProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const hotId = useId();
  // The typed text whose suggestions are wanted; null until the visitor types and after a choice.
  const [query, setQuery] = useState<string | null>(null);
  const combobox = useComboboxSuggestions<SearchBoxSuggestion>({
    query: loadSuggestions ? query : null,
    load: (typed, signal) => (loadSuggestions ? loadSuggestions(typed, { signal }) : Promise.resolve([])),
    shouldLoad: (typed) => typed.trim().length > 0,
    delayMs: searchSuggestionDelayMs,
    onPick: (suggestion) => {
      setText(suggestion.text);
      setQuery(null);
      if (onSuggestionSelect) onSuggestionSelect(suggestion);
      else window.location.assign(suggestion.href);
    },
  });
  const keywordHref =
    getKeywordHref ?? ((keyword: string) => `${action}?keywords=${encodeURIComponent(keyword)}`);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The field itself, not the state: text typed before hydration is in the DOM only.
    const typed = inputRef.current?.value ?? text;
    const keywords = typed.trim();
    if (!keywords) {
      event.preventDefault();
      inputRef.current?.focus();
      return;
    }
    if (keywords !== typed) {
      // The browser's own GET (no JavaScript navigation) reads the field before React renders the new state.
      if (inputRef.current) inputRef.current.value = keywords;
      setText(keywords);
    }
    onSearch?.(keywords, event);
  };

  return (
    <search
      {...rest}
      className={clsx(classes.SearchBox, className)}
      aria-label={label ?? intl.formatMessage(searchBoxMessages.label)}
    >
      <div className={classes.Combobox} data-state={combobox.open ? 'open' : 'closed'}>
        <form className={classes.Form} action={action} method="get" onSubmit={handleSubmit}>
          <input
            ref={inputRef}
            className={classes.Input}
            type="search"
            name="keywords"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setQuery(event.target.value);
            }}
            enterKeyHint="search"
            aria-label={intl.formatMessage(searchBoxMessages.label)}
            placeholder={intl.formatMessage(searchBoxMessages.placeholder)}
            {...(loadSuggestions
              ? {
                  role: 'combobox',
                  autoComplete: 'off',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': combobox.open,
                  'aria-controls': combobox.listboxId,
                  'aria-activedescendant': combobox.activeDescendant,
                  onKeyDown: combobox.onKeyDown,
                  onBlur: combobox.close,
                }
              : {})}
          />
          <button className={classes.Submit} type="submit">
            <Icon name="search" size="sm" />
            <span>{intl.formatMessage(searchBoxMessages.submit)}</span>
          </button>
        </form>
        {loadSuggestions ? (
          <>
            <div
              id={combobox.listboxId}
              role="listbox"
              aria-label={intl.formatMessage(searchBoxMessages.suggestions)}
              className={classes.Listbox}
              hidden={!combobox.open}
            >
              {combobox.items.map((suggestion, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: focus stays in the input, options are reached through aria-activedescendant.
                <div
                  key={`${suggestion.kind}:${suggestion.href}`}
                  id={combobox.optionId(index)}
                  role="option"
                  aria-selected={index === combobox.activeIndex}
                  className={classes.Option}
                  data-kind={suggestion.kind}
                  // Chooses on press rather than click: focus stays in the input, so its blur never closes the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    combobox.pick(suggestion);
                  }}
                >
                  <Highlight
                    className={classes.OptionText}
                    text={suggestion.text}
                    ranges={suggestion.highlights}
                  />
                  <span className={classes.OptionKind}>
                    {intl.formatMessage(kindLabels[suggestion.kind])}
                  </span>
                </div>
              ))}
            </div>
            <span className={classes.Announcement} role="status">
              {combobox.open
                ? intl.formatMessage(suggestionCountMessage, { count: combobox.items.length })
                : null}
            </span>
          </>
        ) : null}
      </div>
      {hotKeywords.length > 0 ? (
        <div className={classes.Hot}>
          <span id={hotId} className={classes.HotTitle}>
            {intl.formatMessage(searchBoxMessages.hotKeywords)}
          </span>
          <ul className={classes.HotList} aria-labelledby={hotId}>
            {hotKeywords.map((keyword) => (
              <li key={keyword}>
                <LinkElement
                  href={keywordHref(keyword)}
                  className={classes.HotLink}
                  onClick={() => onKeywordClick?.(keyword)}
                >
                  {keyword}
                </LinkElement>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
