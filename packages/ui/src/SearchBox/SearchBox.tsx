import { clsx } from 'clsx';
import { type FormEvent, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useControllableState } from '../internal/useControllableState';
import { searchBoxMessages } from './SearchBox.messages';
import classes from './SearchBox.module.css';

export interface SearchBoxProps {
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
  label,
  linkComponent: LinkElement = 'a',
  className,
}: SearchBoxProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const hotId = useId();
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
      className={clsx(classes.SearchBox, className)}
      aria-label={label ?? intl.formatMessage(searchBoxMessages.label)}
    >
      <form className={classes.Form} action={action} method="get" onSubmit={handleSubmit}>
        <input
          ref={inputRef}
          className={classes.Input}
          type="search"
          name="keywords"
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
          aria-label={intl.formatMessage(searchBoxMessages.label)}
          placeholder={intl.formatMessage(searchBoxMessages.placeholder)}
        />
        <button className={classes.Submit} type="submit">
          <Icon name="search" size="sm" />
          <span>{intl.formatMessage(searchBoxMessages.submit)}</span>
        </button>
      </form>
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
