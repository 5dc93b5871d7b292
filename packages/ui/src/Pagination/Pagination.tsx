import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { paginationMessages } from './Pagination.messages';
import classes from './Pagination.module.css';
import { paginationRange } from './paginationRange';

export interface PaginationProps extends ComponentPropsWithRef<'nav'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; nothing is rendered when there is only one. */
  pageCount: number;
  /**
   * URL of a page. When given, pages are real links (crawlable, work without JavaScript); otherwise they are
   * buttons that call onPageChange.
   */
  getHref?: (page: number) => string;
  /** Called with the requested page (also on link clicks, before navigation). */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
  /** Component for page links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Accessible name of the navigation landmark. @default the localized 'Pagination' */
  label?: string;
  /** Class for the root `<nav>`. */
  className?: string;
}

/**
 * Page navigation for long lists (products, articles, citations).
 *
 * **Accessibility:** A `nav` named by `label` (default 'Pagination'); page links are named 'Page n', the current
 * one `aria-current="page"`; previous/next are named 'Previous'/'Next' and, at either end, a non-link with
 * `aria-disabled="true"`.
 *
 * **Data attributes:**
 * - item: `data-kind`: page, step (previous/next); `data-state`: current (the current page), disabled (a step at
 *   either end)
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  siblingCount = 1,
  linkComponent: LinkElement = 'a',
  label,
  className,
  ...rest
}: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    options: { ariaLabel?: string; isCurrent?: boolean; kind: 'page' | 'step' },
  ) => {
    const common = {
      className: classes.Item,
      'data-kind': options.kind,
      'data-state': options.isCurrent ? 'current' : undefined,
      'aria-label': options.ariaLabel,
      'aria-current': options.isCurrent ? ('page' as const) : undefined,
    };
    if (getHref) {
      return (
        <LinkElement
          {...common}
          href={getHref(target)}
          // The event is left alone so that the link (or the router) still navigates.
          onClick={onPageChange ? () => onPageChange(target) : undefined}
        >
          {content}
        </LinkElement>
      );
    }
    return (
      <button type="button" {...common} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  const step = (target: number, direction: 'previous' | 'next') => {
    const text = intl.formatMessage(paginationMessages[direction]);
    const icon = <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} size="sm" />;
    const content = (
      <>
        {direction === 'previous' ? icon : null}
        <span className={classes.StepLabel}>{text}</span>
        {direction === 'next' ? icon : null}
      </>
    );
    const disabled = direction === 'previous' ? current <= 1 : current >= pageCount;
    if (disabled) {
      return (
        <span className={classes.Item} data-kind="step" data-state="disabled" aria-disabled="true">
          {content}
        </span>
      );
    }
    return control(target, content, { kind: 'step' });
  };

  return (
    <nav
      {...rest}
      className={clsx(classes.Pagination, className)}
      aria-label={label ?? intl.formatMessage(paginationMessages.label)}
    >
      <ul className={classes.List}>
        <li>{step(current - 1, 'previous')}</li>
        {paginationRange(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, item, {
                kind: 'page',
                isCurrent: item === current,
                ariaLabel: intl.formatMessage(paginationMessages.page, { page: item }),
              })}
            </li>
          ) : (
            <li key={item} className={classes.Ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{step(current + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
