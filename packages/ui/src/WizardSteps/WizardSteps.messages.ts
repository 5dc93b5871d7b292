import { defineMessages } from 'react-intl';

export const wizardStepsMessages = defineMessages({
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
