import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden';
import { wizardStepsMessages as messages } from './WizardSteps.messages';
import classes from './WizardSteps.module.css';

export interface WizardStep {
  id: string;
  /** The step's name, already in the page's language. */
  label: string;
}

export interface WizardStepsProps extends ComponentPropsWithRef<'div'> {
  /** The steps in order. */
  steps: readonly WizardStep[];
  /** The id of the step shown. */
  current: string;
  /** Accessible name of the list, e.g. 'Application steps'. */
  label: string;
  /** Class for the root element, merged with its own. */
  className?: string;
}

/**
 * Where a wizard is: an ordered list of its steps, the current one marked `aria-current="step"` and the ones
 * before it as done. On a phone (375 px) only the numbers and the current step's name are shown.
 *
 * **Accessibility:** An ordered list named by `label` (required, e.g. 'Application steps'); the current step has
 * `aria-current="step"`; the visual 'step n of m' line is `aria-hidden` (the list says it).
 *
 * **Data attributes:**
 * - step: `data-state`: done, current, upcoming
 */
export function WizardSteps({ steps, current, label, className, ...rest }: WizardStepsProps) {
  const intl = useIntl();
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  return (
    <div {...rest} className={clsx(classes.WizardSteps, className)}>
      <p className={classes.Progress} aria-hidden="true">
        {intl.formatMessage(messages.progress, { current: currentIndex + 1, count: steps.length })}
      </p>
      <ol className={classes.List} aria-label={label}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className={classes.Step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.Label}>{step.label}</span>
              {state === 'done' ? (
                <VisuallyHidden> {intl.formatMessage(messages.done)}</VisuallyHidden>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
