import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Messages shared by the three toolbox panels: the wording of every validation error code of
 * @storefront/toolbox and the parts every panel has (sequence field, login prompt, version line).
 * Numbers in the values arrive already formatted by react-intl, so the texts only place them.
 * @internal
 */
export const toolboxFormMessages = defineMessages<{
  errorRequired: NoMessageValues;
  errorRequiredSequence: NoMessageValues;
  errorRequiredChoice: NoMessageValues;
  errorNotInteger: NoMessageValues;
  errorTooSmall: { min: string };
  errorTooLarge: { max: string };
  errorNotPositive: NoMessageValues;
  errorInvalidCharacter: { character: string; position: string; line: string; column: string };
  errorSequenceTooLong: { length: string; max: string };
  errorProbeBeyondMrnaEnd: { mrnaLength: string; max: string };
  errorWindowOutsideProbe: { min: string; max: string };
  errorNotAllowed: { allowed: string };
  errorStartMismatchCapAnalog: { capAnalog: string; expectedStart: string };
  sequenceLabel: NoMessageValues;
  sequenceDescription: NoMessageValues;
  sequenceLength: { length: string };
  loginPrompt: NoMessageValues;
  loginButton: NoMessageValues;
  calculatorVersion: { version: string };
  nucleotides: { value: string };
}>({
  errorRequired: {
    id: 'ui.ToolboxForm.errorRequired',
    defaultMessage: 'Enter a number.',
    description: 'A numeric toolbox input is empty or not a number',
  },
  errorRequiredSequence: {
    id: 'ui.ToolboxForm.errorRequiredSequence',
    defaultMessage: 'Paste or type a sequence.',
    description: 'The sequence input of a toolbox module is empty',
  },
  errorRequiredChoice: {
    id: 'ui.ToolboxForm.errorRequiredChoice',
    defaultMessage: 'Choose an option.',
    description: 'A choice of a toolbox module (e.g. the cap analog) has not been made',
  },
  errorNotInteger: {
    id: 'ui.ToolboxForm.errorNotInteger',
    defaultMessage: 'Enter a whole number.',
    description: 'A position or length in the toolbox has decimals',
  },
  errorTooSmall: {
    id: 'ui.ToolboxForm.errorTooSmall',
    defaultMessage: 'Enter at least {min}.',
    description: 'A toolbox number is below its minimum; {min} is formatted',
  },
  errorTooLarge: {
    id: 'ui.ToolboxForm.errorTooLarge',
    defaultMessage: 'Enter at most {max}.',
    description: 'A toolbox number is above its maximum; {max} is formatted',
  },
  errorNotPositive: {
    id: 'ui.ToolboxForm.errorNotPositive',
    defaultMessage: 'Enter a value greater than 0.',
    description: 'A concentration or amount is zero or negative',
  },
  errorInvalidCharacter: {
    id: 'ui.ToolboxForm.errorInvalidCharacter',
    defaultMessage:
      '“{character}” at position {position} (line {line}, column {column}) is not a nucleotide. Use A, C, G, T or U.',
    description: 'The sequence holds a character that is not a nucleotide; where it was typed',
  },
  errorSequenceTooLong: {
    id: 'ui.ToolboxForm.errorSequenceTooLong',
    defaultMessage: 'The sequence has {length} nt; at most {max} nt are accepted.',
    description: 'The sequence is longer than the toolbox accepts',
  },
  errorProbeBeyondMrnaEnd: {
    id: 'ui.ToolboxForm.errorProbeBeyondMrnaEnd',
    defaultMessage:
      'The probe runs past the end of the {mrnaLength} nt mRNA: at most {max} nt from this start.',
    description: 'Probe start + length go past the 3′ end of the mRNA',
  },
  errorWindowOutsideProbe: {
    id: 'ui.ToolboxForm.errorWindowOutsideProbe',
    defaultMessage:
      'The DNA window must lie inside the probe: choose a digestion position from {min} to {max}.',
    description: 'The digestion position puts the DNA window outside the probe; the positions that fit',
  },
  errorNotAllowed: {
    id: 'ui.ToolboxForm.errorNotAllowed',
    defaultMessage: 'Choose one of: {allowed}.',
    description: 'A toolbox choice is not one of the allowed values (a formatted list)',
  },
  errorStartMismatchCapAnalog: {
    id: 'ui.ToolboxForm.errorStartMismatchCapAnalog',
    defaultMessage: '{capAnalog} needs a transcript that starts with {expectedStart}.',
    description: 'The co-transcriptional cap analog does not fit the first nucleotides of the sequence',
  },
  sequenceLabel: {
    id: 'ui.ToolboxForm.sequenceLabel',
    defaultMessage: 'mRNA or DNA template (5′→3′)',
    description: 'Label of the sequence input of the toolbox',
  },
  sequenceDescription: {
    id: 'ui.ToolboxForm.sequenceDescription',
    defaultMessage: 'A, C, G, T or U; spaces, line breaks and lower case are fine.',
    description: 'What the sequence input accepts',
  },
  sequenceLength: {
    id: 'ui.ToolboxForm.sequenceLength',
    defaultMessage: 'Length: {length} nt',
    description: 'Length of the sequence typed so far, in nucleotides',
  },
  loginPrompt: {
    id: 'ui.ToolboxForm.loginPrompt',
    defaultMessage: 'This is a preview. Log in to see the full result and export it.',
    description: 'Shown to anonymous visitors under a toolbox preview (SPEC §4)',
  },
  loginButton: {
    id: 'ui.ToolboxForm.loginButton',
    defaultMessage: 'Log in',
    description: 'Button that asks the app to start the login',
  },
  calculatorVersion: {
    id: 'ui.ToolboxForm.calculatorVersion',
    defaultMessage: 'Calculator version {version}',
    description: 'Version of the toolbox maths, recorded with every result',
  },
  nucleotides: {
    id: 'ui.ToolboxForm.nucleotides',
    defaultMessage: '{value} nt',
    description: 'A length in nucleotides; {value} is formatted',
  },
});
