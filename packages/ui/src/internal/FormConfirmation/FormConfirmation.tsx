import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './FormConfirmation.module.css';

export interface FormConfirmationProps {
  /** What happened, as the panel's heading ('Registration received'). */
  title: string;
  children?: ReactNode;
  className?: string;
}

/** The class of a paragraph inside the confirmation. */
export const formConfirmationText = classes.Text;

/**
 * What a sent form turns into (meeting registration, resource download, COA request): a status panel
 * that takes the focus when it appears, so a keyboard or screen-reader user is told the outcome where
 * the form was, instead of being left on a button that no longer exists.
 */
export function FormConfirmation({ title, children, className }: FormConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
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
