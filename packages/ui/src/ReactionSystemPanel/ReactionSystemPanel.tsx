import {
  calculateReactionSystem,
  KIT_CONSTANTS,
  type ReactionStatus,
  type ReactionSystem,
} from '@storefront/toolbox';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useId, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import {
  firstErrorByField,
  formatToolboxError,
  shownResult,
  ToolboxFormResult,
  ToolboxFormTableScroll,
  type ToolboxPanelProps,
  useToolboxFormTouched,
} from '../internal/ToolboxForm';
import formClasses from '../internal/ToolboxForm/ToolboxForm.module.css';
import { useControllableState } from '../internal/useControllableState';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { reactionSystemPanelMessages as m } from './ReactionSystemPanel.messages';
import classes from './ReactionSystemPanel.module.css';
import { componentLabel, formatReactionAdvice } from './reactionSystemAdvice';
import {
  type ReactionSystemPanelValue,
  reactionSystemDefaultValue,
  toReactionSystemInput,
} from './reactionSystemPanelValue';

export type ReactionSystemPanelMode = 'preview' | 'full';

export interface ReactionSystemPanelProps
  extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue'>,
    ToolboxPanelProps<ReactionSystem> {
  /** The inputs (controlled), e.g. read from the URL query. */
  value?: ReactionSystemPanelValue;
  /** Initial inputs when uncontrolled. @default reactionSystemDefaultValue (all blank) */
  defaultValue?: ReactionSystemPanelValue;
  /** Called with the whole new value on every edit. */
  onValueChange?: (value: ReactionSystemPanelValue) => void;
  /** 'preview' (anonymous): final volume, the 1.5 × rule status and advice; 'full': adds the component table. @default 'preview' */
  mode?: ReactionSystemPanelMode;
}

const STATUS_LABELS = {
  design: m.statusDesign,
  scaled: m.statusScaled,
  tooDilute: m.statusTooDilute,
} as const;

type Field = 'mrnaLength' | 'sampleConcentration' | 'probeConcentration' | 'amount';

/**
 * Module 2 of the capping-rate toolbox: how to set up the RNase H digest for an mRNA sample.
 *
 * **Accessibility:** A `form` whose inputs are labelled (errors linked by `aria-describedby`); the advice is a
 * headed list and the components a `table` labelled by its heading (at the panel's heading level). Nothing to
 * provide.
 *
 * **Data attributes:**
 * - root: `data-mode`: preview, full; `data-state`: its result's status (design, scaled, tooDilute) or empty,
 *   invalid
 * - status: `data-status`: the same status
 * - advice: `data-severity`: suggestion, critical
 * - component row: `data-component`: the component's name
 */
export function ReactionSystemPanel({
  value: valueProp,
  defaultValue = reactionSystemDefaultValue,
  onValueChange,
  mode = 'preview',
  loginPrompt,
  onLoginRequest,
  actions,
  fullResult,
  headingLevel = 3,
  className,
  ...rest
}: ReactionSystemPanelProps) {
  const intl = useIntl();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const { touch, isShown } = useToolboxFormTouched();
  const result = useMemo(() => calculateReactionSystem(toReactionSystemInput(value)), [value]);
  const errors = result.ok ? {} : firstErrorByField(result.errors);
  const isEmpty = (['mrnaLength', 'sampleConcentration', 'probeConcentration'] as const).every(
    (field) => String(value[field]).trim() === '',
  );
  const state = result.ok ? result.value.status : isEmpty ? 'empty' : 'invalid';

  const field = (name: Field, label: string, description?: string) => {
    const error = errors[name];
    return (
      <TextField
        label={label}
        description={description}
        inputMode="decimal"
        autoComplete="off"
        value={String(value[name])}
        onValueChange={(text) => setValue({ ...value, [name]: text })}
        onBlur={() => touch(name)}
        error={isShown(error) ? formatToolboxError(intl, error) : undefined}
      />
    );
  };

  return (
    <div {...rest} className={clsx(formClasses.Panel, className)} data-mode={mode} data-state={state}>
      {/* An unnamed form is no landmark, so several panels on one page do not repeat one; the fieldset names the inputs. */}
      <form className={formClasses.Form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={formClasses.Fieldset}>
          <VisuallyHidden as="legend">{intl.formatMessage(m.formLabel)}</VisuallyHidden>
          <div className={formClasses.Fields}>
            {field('mrnaLength', intl.formatMessage(m.mrnaLengthLabel))}
            {field('sampleConcentration', intl.formatMessage(m.sampleConcentrationLabel))}
            {field('probeConcentration', intl.formatMessage(m.probeConcentrationLabel))}
            {field(
              'amount',
              intl.formatMessage(m.amountLabel),
              intl.formatMessage(m.amountDescription, {
                amount: intl.formatNumber(KIT_CONSTANTS.pmolPerDesignVolume.value),
                volume: intl.formatNumber(KIT_CONSTANTS.designVolume.value),
              }),
            )}
          </div>
        </fieldset>
      </form>
      <ToolboxFormResult
        mode={mode}
        emptyText={intl.formatMessage(isEmpty ? m.empty : m.invalid)}
        loginPrompt={loginPrompt}
        onLoginRequest={onLoginRequest}
        actions={actions}
      >
        {result.ok ? (
          <ReactionSystemResult
            reaction={shownResult(mode, fullResult, result.value)}
            mode={mode}
            headingLevel={headingLevel}
          />
        ) : null}
      </ToolboxFormResult>
    </div>
  );
}

/** Volumes as a pipette reads them: at most two decimals. */
const volume = (intl: IntlShape, microlitres: number) =>
  intl.formatMessage(m.microlitres, { value: intl.formatNumber(microlitres, { maximumFractionDigits: 2 }) });

function statusText(intl: IntlShape, reaction: ReactionSystem): string {
  const values = {
    volume: intl.formatNumber(reaction.finalVolume, { maximumFractionDigits: 2 }),
    factor: intl.formatNumber(reaction.volumeFactor, { maximumFractionDigits: 2 }),
    amount: intl.formatNumber(reaction.amount, { maximumFractionDigits: 1 }),
    requested: intl.formatNumber(reaction.requestedAmount, { maximumFractionDigits: 1 }),
  };
  const texts: Record<ReactionStatus, string> = {
    design: intl.formatMessage(m.statusDesignText, values),
    scaled: intl.formatMessage(m.statusScaledText, values),
    tooDilute: intl.formatMessage(m.statusTooDiluteText, values),
  };
  return texts[reaction.status];
}

function ReactionSystemResult({
  reaction,
  mode,
  headingLevel,
}: {
  reaction: ReactionSystem;
  mode: ReactionSystemPanelMode;
  headingLevel: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const componentsTitleId = useId();
  return (
    <>
      <div className={formClasses.ResultSection}>
        <dl className={formClasses.Summary}>
          <div className={formClasses.SummaryItem}>
            <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.finalVolume)}</dt>
            <dd className={formClasses.SummaryValue} data-testid="final-volume">
              {volume(intl, reaction.finalVolume)}
            </dd>
          </div>
          <div className={formClasses.SummaryItem}>
            <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.statusLabel)}</dt>
            <dd className={formClasses.SummaryValue}>
              <span className={classes.Status} data-status={reaction.status}>
                <Icon name={reaction.status === 'tooDilute' ? 'alert' : 'check-circle'} size="sm" />
                {intl.formatMessage(STATUS_LABELS[reaction.status])}
              </span>
            </dd>
          </div>
        </dl>
        <p className={classes.StatusText}>{statusText(intl, reaction)}</p>
      </div>

      {reaction.advice.length > 0 ? (
        <div className={formClasses.ResultSection}>
          <Heading className={formClasses.SectionTitle}>{intl.formatMessage(m.adviceTitle)}</Heading>
          <ul className={formClasses.Notes}>
            {reaction.advice.map((advice) => (
              <li
                key={`${advice.code}-${String(advice.params.component ?? '')}`}
                className={formClasses.Note}
                data-severity={advice.code === 'smallPipettingVolume' ? 'suggestion' : 'critical'}
              >
                <Icon name={advice.code === 'smallPipettingVolume' ? 'info' : 'alert'} size="sm" />
                <span>{formatReactionAdvice(intl, advice)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {mode === 'full' ? (
        <>
          <div className={formClasses.ResultSection}>
            <Heading id={componentsTitleId} className={formClasses.SectionTitle}>
              {intl.formatMessage(m.componentsTitle)}
            </Heading>
            <ToolboxFormTableScroll>
              <table className={formClasses.Table} aria-labelledby={componentsTitleId}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.columnComponent)}</th>
                    <th scope="col" className={formClasses.Numeric}>
                      {intl.formatMessage(m.columnVolume)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reaction.components.map((component) => (
                    <tr key={component.component} data-component={component.component}>
                      <th scope="row">{componentLabel(intl, component.component)}</th>
                      <td className={formClasses.Numeric}>{volume(intl, component.volume)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{intl.formatMessage(m.finalVolume)}</th>
                    <td className={formClasses.Numeric}>{volume(intl, reaction.finalVolume)}</td>
                  </tr>
                </tfoot>
              </table>
            </ToolboxFormTableScroll>
          </div>
          <dl className={formClasses.Summary}>
            <div className={formClasses.SummaryItem}>
              <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.amountDigested)}</dt>
              <dd className={classes.Detail}>
                {intl.formatMessage(m.amountValue, {
                  pmol: intl.formatNumber(reaction.amount, { maximumFractionDigits: 1 }),
                  micrograms: intl.formatNumber(reaction.amountMicrograms, { maximumFractionDigits: 2 }),
                })}
              </dd>
            </div>
            <div className={formClasses.SummaryItem}>
              <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.molarMass)}</dt>
              <dd className={classes.Detail}>
                {intl.formatMessage(m.molarMassValue, {
                  value: intl.formatNumber(reaction.molarMass, { maximumFractionDigits: 1 }),
                })}
              </dd>
            </div>
          </dl>
          <p className={formClasses.Version}>
            {intl.formatMessage(m.defaultsNote, {
              ratio: intl.formatNumber(KIT_CONSTANTS.probeToMrnaMolarRatio.value),
              enzyme: intl.formatNumber(KIT_CONSTANTS.rnaseHVolumePerDesignVolume.value),
            })}
          </p>
        </>
      ) : null}
    </>
  );
}
