import {
  type DigestionProduct,
  designProbe,
  PROBE_DESIGN_RULES,
  type ProbeDesign,
} from '@storefront/toolbox';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Icon } from '../Icon';
import {
  firstErrorByField,
  formatToolboxError,
  shownResult,
  ToolboxFormResult,
  ToolboxFormSequence,
  ToolboxFormTableScroll,
  type ToolboxPanelProps,
  toolboxFormMessages,
  useToolboxFormTouched,
} from '../internal/ToolboxForm';
import formClasses from '../internal/ToolboxForm/ToolboxForm.module.css';
import { useControllableState } from '../internal/useControllableState';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { probeDesignPanelMessages as m } from './ProbeDesignPanel.messages';
import classes from './ProbeDesignPanel.module.css';
import { formatGcPercent, formatProbeHint } from './probeDesignHints';
import {
  type ProbeDesignPanelValue,
  probeDesignDefaultValue,
  toProbeDesignInput,
} from './probeDesignPanelValue';

export type ProbeDesignPanelMode = 'preview' | 'full';

export interface ProbeDesignPanelProps
  extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue'>,
    ToolboxPanelProps<ProbeDesign> {
  /** The inputs (controlled), e.g. read from the URL query. */
  value?: ProbeDesignPanelValue;
  /** Initial inputs when uncontrolled. @default probeDesignDefaultValue */
  defaultValue?: ProbeDesignPanelValue;
  /** Called with the whole new value on every edit. */
  onValueChange?: (value: ProbeDesignPanelValue) => void;
  /** 'preview' (anonymous): probe, GC % and hints, plus the login prompt; 'full': every table. @default 'preview' */
  mode?: ProbeDesignPanelMode;
  /** Called with the digestion product (RNA letters) to carry it to the mass module; shows a button. */
  onUseProduct?: (productSequence: string, details: { productLength: number; mrnaSequence: string }) => void;
}

/**
 * Module 1 of the capping-rate toolbox: designs the chimeric RNase H probe in the browser as the user
 * types (the maths of @storefront/toolbox is sub-millisecond, even for 10,000 nt).
 *
 * **Accessibility:** A `form` with a labelled sequence field (its errors linked by `aria-describedby`); the
 * results are headed sections (at the panel's heading level) with tables labelled by their headings; the probe's
 * DNA window is a `mark`. Nothing to provide.
 *
 * **Data attributes:**
 * - root: `data-mode`: preview, full; `data-state`: ready, empty, invalid
 * - hint: `data-severity`
 * - probe window and positions: `data-chemistry` (e.g. dna)
 * - sequence field: `data-state`: valid, invalid
 */
export function ProbeDesignPanel({
  value: valueProp,
  defaultValue = probeDesignDefaultValue,
  onValueChange,
  mode = 'preview',
  loginPrompt,
  onLoginRequest,
  actions,
  fullResult,
  onUseProduct,
  headingLevel = 3,
  className,
  ...rest
}: ProbeDesignPanelProps) {
  const intl = useIntl();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const { touch, isShown } = useToolboxFormTouched();
  const result = useMemo(() => designProbe(toProbeDesignInput(value)), [value]);
  const errors = result.ok ? {} : firstErrorByField(result.errors);
  const isEmpty = value.sequence.trim() === '';
  const state = result.ok ? 'ready' : isEmpty ? 'empty' : 'invalid';

  const errorText = (field: keyof typeof errors) => {
    const error = errors[field];
    return isShown(error) ? formatToolboxError(intl, error) : undefined;
  };
  const numberField = (
    field: 'probeStart' | 'probeLength' | 'digestionPosition' | 'heteroduplexLength',
    label: string,
    description: string,
  ) => (
    <TextField
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete="off"
      value={String(value[field])}
      onValueChange={(text) => setValue({ ...value, [field]: text })}
      onBlur={() => touch(field)}
      error={errorText(field)}
    />
  );
  const range = (rule: { min: number; max: number }) =>
    intl.formatMessage(m.recommendedRange, {
      min: intl.formatNumber(rule.min),
      max: intl.formatNumber(rule.max),
    });

  return (
    <div {...rest} className={clsx(formClasses.Panel, className)} data-mode={mode} data-state={state}>
      {/* An unnamed form is no landmark, so several panels on one page do not repeat one; the fieldset names the inputs. */}
      <form className={formClasses.Form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={formClasses.Fieldset}>
          <VisuallyHidden as="legend">{intl.formatMessage(m.formLabel)}</VisuallyHidden>
          <ToolboxFormSequence
            value={value.sequence}
            onValueChange={(sequence) => setValue({ ...value, sequence })}
            onBlur={() => touch('sequence')}
            error={errorText('sequence')}
          />
          <div className={formClasses.Fields}>
            {numberField(
              'probeStart',
              intl.formatMessage(m.probeStartLabel),
              intl.formatMessage(m.probeStartDescription),
            )}
            {numberField(
              'probeLength',
              intl.formatMessage(m.probeLengthLabel),
              range(PROBE_DESIGN_RULES.probeLength),
            )}
            {numberField(
              'digestionPosition',
              intl.formatMessage(m.digestionPositionLabel),
              intl.formatMessage(m.digestionPositionDescription),
            )}
            {numberField(
              'heteroduplexLength',
              intl.formatMessage(m.heteroduplexLengthLabel),
              range(PROBE_DESIGN_RULES.heteroduplexLength),
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
          <ProbeDesignResult
            design={shownResult(mode, fullResult, result.value)}
            mode={mode}
            headingLevel={headingLevel}
            onUseProduct={
              onUseProduct
                ? () =>
                    onUseProduct(result.value.product.sequence, {
                      productLength: result.value.product.length,
                      mrnaSequence: value.sequence,
                    })
                : undefined
            }
          />
        ) : null}
      </ToolboxFormResult>
    </div>
  );
}

interface ProbeDesignResultProps {
  /** The computed design to show. */
  design: ProbeDesign;
  /** The panel's mode: 'preview' or 'full'. */
  mode: ProbeDesignPanelMode;
  /** Heading level of the result's headings. */
  headingLevel: 2 | 3 | 4;
  /** The panel's `onUseProduct`, if any. */
  onUseProduct: (() => void) | undefined;
}

function ProbeDesignResult({ design, mode, headingLevel, onUseProduct }: ProbeDesignResultProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const legendId = useId();
  const positionsTitleId = useId();
  const productsTitleId = useId();
  const { window } = design;
  const nt = (count: number) =>
    intl.formatMessage(toolboxFormMessages.nucleotides, { value: intl.formatNumber(count) });
  return (
    <>
      <div className={formClasses.ResultSection}>
        <Heading className={formClasses.SectionTitle}>{intl.formatMessage(m.probeTitle)}</Heading>
        {/* Three text runs, never one element per nucleotide; the window is marked by underline, weight,
            background and the legend in words, not by colour alone. */}
        <p
          className={clsx(formClasses.Sequence, classes.Probe)}
          aria-describedby={legendId}
          data-testid="probe"
        >
          {design.probe.slice(0, window.probeStart - 1)}
          <mark className={classes.Window} data-chemistry="dna">
            {design.probe.slice(window.probeStart - 1, window.probeEnd)}
          </mark>
          {design.probe.slice(window.probeEnd)}
        </p>
        <p id={legendId} className={classes.Legend}>
          {intl.formatMessage(m.windowLegend, {
            start: intl.formatNumber(window.probeStart),
            end: intl.formatNumber(window.probeEnd),
            sequence: window.probeSequence,
            mrnaStart: intl.formatNumber(window.mrnaStart),
            mrnaEnd: intl.formatNumber(window.mrnaEnd),
          })}
        </p>
        <dl className={formClasses.Summary}>
          <div className={formClasses.SummaryItem}>
            <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.gcContent)}</dt>
            <dd className={formClasses.SummaryValue} data-testid="gc">
              {formatGcPercent(intl, design.gcPercent)}
            </dd>
          </div>
          <div className={formClasses.SummaryItem}>
            <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.probeLength)}</dt>
            <dd className={formClasses.SummaryValue}>{nt(design.probe.length)}</dd>
          </div>
        </dl>
      </div>

      <div className={formClasses.ResultSection}>
        <Heading className={formClasses.SectionTitle}>{intl.formatMessage(m.hintsTitle)}</Heading>
        {design.hints.length > 0 ? (
          <ul className={formClasses.Notes}>
            {design.hints.map((hint) => (
              <li key={hint.code} className={formClasses.Note} data-severity={hint.severity}>
                <Icon
                  name={hint.severity === 'warning' ? 'alert' : 'info'}
                  size="sm"
                  label={intl.formatMessage(hint.severity === 'warning' ? m.hintWarning : m.hintSuggestion)}
                />
                <span>{formatProbeHint(intl, hint)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.NoHints}>
            <Icon name="check-circle" size="sm" />
            <span>{intl.formatMessage(m.noHints)}</span>
          </p>
        )}
      </div>

      {mode === 'full' ? (
        <>
          <div className={formClasses.ResultSection}>
            <Heading className={formClasses.SectionTitle}>{intl.formatMessage(m.productTitle)}</Heading>
            <p className={formClasses.Sequence} data-testid="product">
              {design.product.sequence}
            </p>
            <dl className={formClasses.Summary}>
              <div className={formClasses.SummaryItem}>
                <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.productLength)}</dt>
                <dd className={formClasses.SummaryValue}>{nt(design.product.length)}</dd>
              </div>
              <div className={formClasses.SummaryItem}>
                <dt className={formClasses.SummaryTerm}>{intl.formatMessage(m.productLastBase)}</dt>
                <dd className={formClasses.SummaryValue}>{design.product.lastBase}</dd>
              </div>
            </dl>
          </div>

          <div className={formClasses.ResultSection}>
            <Heading id={productsTitleId} className={formClasses.SectionTitle}>
              {intl.formatMessage(m.minorProductsTitle)}
            </Heading>
            <ToolboxFormTableScroll>
              <table className={formClasses.Table} aria-labelledby={productsTitleId}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(m.columnProduct)}</th>
                    <th scope="col">{intl.formatMessage(m.columnSequence)}</th>
                    <th scope="col" className={formClasses.Numeric}>
                      {intl.formatMessage(m.columnLength)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(
                    [
                      [m.productShorter, design.productMinus1],
                      [m.productMain, design.product],
                      [m.productLonger, design.productPlus1],
                    ] as const
                  ).map(([label, product]: readonly [typeof m.productMain, DigestionProduct | null]) => (
                    <tr key={label.id}>
                      <th scope="row">{intl.formatMessage(label)}</th>
                      {product ? (
                        <>
                          <td className={formClasses.Mono}>{product.sequence}</td>
                          <td className={formClasses.Numeric}>{nt(product.length)}</td>
                        </>
                      ) : (
                        <td colSpan={2}>{intl.formatMessage(m.productNone)}</td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ToolboxFormTableScroll>
          </div>

          <div className={formClasses.ResultSection}>
            <Heading id={positionsTitleId} className={formClasses.SectionTitle}>
              {intl.formatMessage(m.positionsTitle)}
            </Heading>
            <ToolboxFormTableScroll>
              <table className={formClasses.Table} aria-labelledby={positionsTitleId}>
                <thead>
                  <tr>
                    <th scope="col" className={formClasses.Numeric}>
                      {intl.formatMessage(m.columnProbePosition)}
                    </th>
                    <th scope="col">{intl.formatMessage(m.columnBase)}</th>
                    <th scope="col">{intl.formatMessage(m.columnChemistry)}</th>
                    <th scope="col" className={formClasses.Numeric}>
                      {intl.formatMessage(m.columnMrnaPosition)}
                    </th>
                    <th scope="col">{intl.formatMessage(m.columnMrnaBase)}</th>
                  </tr>
                </thead>
                <tbody>
                  {design.positions.map((position) => (
                    <tr
                      key={position.probePosition}
                      className={classes.PositionRow}
                      data-chemistry={position.chemistry}
                    >
                      <th scope="row" className={formClasses.Numeric}>
                        {intl.formatNumber(position.probePosition)}
                      </th>
                      <td className={formClasses.Mono}>{position.base}</td>
                      <td>
                        {intl.formatMessage(
                          position.chemistry === 'dna' ? m.chemistryDna : m.chemistryOmeRna,
                        )}
                      </td>
                      <td className={formClasses.Numeric}>{intl.formatNumber(position.mrnaPosition)}</td>
                      <td className={formClasses.Mono}>{position.mrnaBase}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ToolboxFormTableScroll>
          </div>
        </>
      ) : null}

      {onUseProduct ? (
        <div className={formClasses.Actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={onUseProduct}
            trailingVisual={<Icon name="arrow-right" />}
          >
            {intl.formatMessage(m.useProduct)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
