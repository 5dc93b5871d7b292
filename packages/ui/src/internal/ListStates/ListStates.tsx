import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorState } from '../../ErrorState';
import { Skeleton } from '../../Skeleton';
import classes from './ListStates.module.css';

/** The DOM props (ref, data-*, …) are the root `<div>`'s, the same in every state. */
export interface ListStatesProps extends ComponentPropsWithRef<'div'> {
  /** Class of the list's root `<div>`, the same in every state. */
  className: string;
  /** Skeletons and the loading line instead of the list. */
  loading: boolean;
  /** The list failed to load: the error block with this text. */
  error: ReactNode;
  /** Shows 'Try again' in the error block. */
  onRetry: (() => void) | undefined;
  /** Whether there is nothing to list (once loaded). */
  empty: boolean;
  /** The loading line, announced politely. */
  loadingText: string;
  /** The error block's title. */
  errorTitle: string;
  /** Height of each of the two skeletons: about one item of the list. */
  skeletonHeight: string;
  /** What an empty list shows (an EmptyState). */
  emptyState: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The root of a personal-centre list (orders, applications) and its states before the list: loading
 * (skeletons, a polite status line, `aria-busy`), failed (the error block) and empty; the state is the
 * root's `data-state` ('loading', 'error', 'empty', 'ready').
 */
export function ListStates({
  className,
  loading,
  error,
  onRetry,
  empty,
  loadingText,
  errorTitle,
  skeletonHeight,
  emptyState,
  children,
  ...rest
}: ListStatesProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  const state = loading ? 'loading' : hasError ? 'error' : empty ? 'empty' : 'ready';
  return (
    <div {...rest} className={className} data-state={state} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' ? (
        <>
          <p role="status" className={classes.Loading}>
            {loadingText}
          </p>
          <Skeleton variant="rect" height={skeletonHeight} />
          <Skeleton variant="rect" height={skeletonHeight} />
        </>
      ) : state === 'error' ? (
        <ErrorState title={errorTitle} description={error} onRetry={onRetry} />
      ) : state === 'empty' ? (
        emptyState
      ) : (
        children
      )}
    </div>
  );
}
