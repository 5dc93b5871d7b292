import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../Icon';
import { useFieldIds } from '../useFieldIds';
import { toolboxFormMessages } from './ToolboxForm.messages';
import classes from './ToolboxForm.module.css';

export interface ToolboxFormSequenceProps {
  /** The sequence as typed or pasted. */
  value: string;
  /** Called with the new text on every change. */
  onValueChange: (value: string) => void;
  /** Called when the field loses focus (a blank field is reported only after that). */
  onBlur?: () => void;
  /** Validation message. */
  error?: ReactNode;
  /** Label. @default the toolbox sequence label */
  label?: ReactNode;
  /** Visible rows. @default 5 */
  rows?: number;
}

const NOT_A_NUCLEOTIDE = /[^ACGTUacgtu]/g;

/**
 * The sequence input of the toolbox: a plain textarea (the browser handles a 10,000 nt paste natively;
 * nothing here renders per nucleotide) with the count of nucleotides typed so far.
 */
export function ToolboxFormSequence({
  value,
  onValueChange,
  onBlur,
  error,
  label,
  rows = 5,
}: ToolboxFormSequenceProps) {
  const intl = useIntl();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = useFieldIds({ hasDescription: true, hasError });
  const length = value.replace(NOT_A_NUCLEOTIDE, '').length;
  return (
    <div className={classes.SequenceField} data-state={hasError ? 'invalid' : 'valid'}>
      <label htmlFor={ids.inputId} className={classes.FieldLabel}>
        {label ?? intl.formatMessage(toolboxFormMessages.sequenceLabel)}
      </label>
      <p id={ids.descriptionId} className={classes.FieldDescription}>
        {intl.formatMessage(toolboxFormMessages.sequenceDescription)}{' '}
        <span className={classes.SequenceLength}>
          {intl.formatMessage(toolboxFormMessages.sequenceLength, { length: intl.formatNumber(length) })}
        </span>
      </p>
      <textarea
        id={ids.inputId}
        className={classes.SequenceInput}
        value={value}
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      />
      {hasError ? (
        <p id={ids.errorId} className={classes.FieldError}>
          <Icon name="alert" size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
