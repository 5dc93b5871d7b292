import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const wizardStepsMessages = defineMessages<{
  progress: { current: number; count: number };
  done: NoMessageValues;
}>({
  progress: {
    id: 'ui.WizardSteps.progress',
    defaultMessage: 'Step {current} of {count}',
    description: 'Shown on phones instead of every step name; read out as the position in the wizard',
  },
  done: {
    id: 'ui.WizardSteps.done',
    defaultMessage: '(done)',
    description: 'Read after the name of a finished step',
  },
});
