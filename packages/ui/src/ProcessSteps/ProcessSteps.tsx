import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './ProcessSteps.module.css';

export interface ProcessStepsProps extends ComponentPropsWithRef<'ol'> {
  /** The steps, in the order they are done. */
  steps: readonly string[];
  /** Accessible name of the list, e.g. the section's title. */
  label: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * The steps of a process (a service's workflow), numbered in order: an ordered list, so the numbers are
 * read out with the steps; each step wraps within its column at 375 px.
 *
 * **Accessibility:** An ordered list, so the numbers are read out with the steps; named by `label` when given
 * (give one when the list has no visible heading right before it).
 *
 * **Data attributes:** none.
 */
export function ProcessSteps({ steps, label, className, ...rest }: ProcessStepsProps) {
  return (
    <ol {...rest} className={clsx(classes.ProcessSteps, className)} aria-label={label}>
      {steps.map((step) => (
        <li key={step} className={classes.Step}>
          {step}
        </li>
      ))}
    </ol>
  );
}
