import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { mergeRefs } from '../mergeRefs';
import classes from './FormConfirmation.module.css';

/** Takes the DOM props of the form it replaces (`ref`, `id`, `data-*`, …) for its root; its own attributes win. */
export interface FormConfirmationProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What happened, as the panel's heading ('Registration received'). */
  title: string;
  children?: ReactNode;
  className?: string;
  /** The root element (the caller's ref of its form, whose root this panel becomes). */
  ref?: Ref<HTMLElement> | undefined;
}

/** The class of a paragraph inside the confirmation. */
export const formConfirmationText = classes.Text;

/**
 * What a sent form turns into (meeting registration, resource download, COA request): a status panel
 * that takes the focus when it appears, so a keyboard or screen-reader user is told the outcome where
 * the form was, instead of being left on a button that no longer exists.
 */
export function FormConfirmation({ title, children, className, ref, ...rest }: FormConfirmationProps) {
  const focusRef = useRef<HTMLElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
  }, []);
  return (
    <div
      {...rest}
      ref={mergeRefs(focusRef, ref)}
      className={clsx(classes.FormConfirmation, className)}
      role="status"
      tabIndex={-1}
      data-state="sent"
    >
      <h3 className={classes.Title}>{title}</h3>
      {children}
    </div>
  );
}
