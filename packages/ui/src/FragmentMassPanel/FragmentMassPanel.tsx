import {
  BASE_MODIFICATIONS,
  type BaseModification,
  CAP_ANALOGS,
  type CapAnalog,
  type CappingMethod,
  computeFragmentMasses,
  type FragmentMasses,
} from '@storefront/toolbox';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, Fragment, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  firstErrorByField,
  formatToolboxError,
  shownResult,
  ToolboxFormResult,
  ToolboxFormSequence,
  ToolboxFormTableScroll,
  type ToolboxPanelProps,
  useToolboxFormTouched,
} from '../internal/ToolboxForm';
import formClasses from '../internal/ToolboxForm/ToolboxForm.module.css';
import { useControllableState } from '../internal/useControllableState';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { fragmentMassPanelMessages as m } from './FragmentMassPanel.messages';
import classes from './FragmentMassPanel.module.css';
import {
  capAnalogNames,
  formatMass,
  type MassVariant,
  modificationMessages,
  speciesLabel,
  variantLabel,
} from './fragmentMassLabels';
import {
  type FragmentMassPanelValue,
  fragmentMassDefaultValue,
  toFragmentMassInput,
} from './fragmentMassPanelValue';

export type FragmentMassPanelMode = 'preview' | 'full';

export interface FragmentMassPanelProps
  extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue'>,
    ToolboxPanelProps<FragmentMasses> {
  /** The inputs (controlled), e.g. read from the URL query or set by ProbeDesignPanel's onUseProduct. */
  value?: FragmentMassPanelValue;
  /** Initial inputs when uncontrolled. @default fragmentMassDefaultValue */
  defaultValue?: FragmentMassPanelValue;
  /** Called with the whole new value on every edit. */
  onValueChange?: (value: FragmentMassPanelValue) => void;
  /**
   * 'preview' (anonymous): the average mass of the main product of every species; 'full': adds formulas,
   * monoisotopic masses and the n−1 / n+1 products. @default 'preview'
   */
  mode?: FragmentMassPanelMode;
}

const MODIFICATIONS = Object.keys(BASE_MODIFICATIONS) as BaseModification[];
const CAP_ANALOG_VALUES = Object.keys(CAP_ANALOGS) as CapAnalog[];
const VARIANTS: readonly MassVariant[] = ['productMinus1', 'product', 'productPlus1'];

/**
 * Module 3 of the capping-rate toolbox: neutral masses of the 5′ digestion product, capped or not.
 *
 * **Accessibility:** A `form` whose fieldset has a visually hidden legend; the inputs are labelled and their
 * errors linked by `aria-describedby`; the masses are a `table` labelled by its heading (at the panel's heading
 * level). Nothing to provide.
 *
 * **Data attributes:**
 * - root: `data-mode`: preview, full; `data-state`: ready, empty, invalid
 * - table row: `data-species` (pppN, GpppN, cap0, cap1, …), `data-variant` (productMinus1, product,
 *   productPlus1), `data-expected` on the species the method is expected to give
 * - sequence field: `data-state`: valid, invalid
 */
export function FragmentMassPanel({
  value: valueProp,
  defaultValue = fragmentMassDefaultValue,
  onValueChange,
  mode = 'preview',
  loginPrompt,
  onLoginRequest,
  actions,
  fullResult,
  headingLevel = 3,
  className,
  ...rest
}: FragmentMassPanelProps) {
  const intl = useIntl();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const { touch, isShown } = useToolboxFormTouched();
  const result = useMemo(() => computeFragmentMasses(toFragmentMassInput(value)), [value]);
  const errors = result.ok ? {} : firstErrorByField(result.errors);
  const isEmpty = value.sequence.trim() === '';
  const state = result.ok ? 'ready' : isEmpty ? 'empty' : 'invalid';
  const errorText = (field: keyof typeof errors) => {
    const error = errors[field];
    return isShown(error) ? formatToolboxError(intl, error, capAnalogNames) : undefined;
  };

  return (
    <div {...rest} className={clsx(formClasses.Panel, className)} data-mode={mode} data-state={state}>
      {/* An unnamed form is no landmark, so several panels on one page do not repeat one; the fieldset names the inputs. */}
      <form className={formClasses.Form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={formClasses.Fieldset}>
          <VisuallyHidden as="legend">{intl.formatMessage(m.formLabel)}</VisuallyHidden>
          <ToolboxFormSequence
            label={intl.formatMessage(m.sequenceLabel)}
            rows={3}
            value={value.sequence}
            onValueChange={(sequence) => setValue({ ...value, sequence })}
            onBlur={() => touch('sequence')}
            error={errorText('sequence')}
          />
          <div className={formClasses.Fields}>
            <TextField
              label={intl.formatMessage(m.productLengthLabel)}
              description={intl.formatMessage(m.productLengthDescription)}
              inputMode="numeric"
              autoComplete="off"
              value={String(value.productLength)}
              onValueChange={(productLength) => setValue({ ...value, productLength })}
              onBlur={() => touch('productLength')}
              error={errorText('productLength')}
            />
            <Select
              label={intl.formatMessage(m.modificationLabel)}
              options={MODIFICATIONS.map((modification) => ({
                value: modification,
                label: intl.formatMessage(modificationMessages[modification]),
              }))}
              value={value.modification}
              onValueChange={(modification) =>
                setValue({ ...value, modification: modification as BaseModification })
              }
              error={errorText('modification')}
            />
            <Select
              label={intl.formatMessage(m.cappingMethodLabel)}
              options={[
                { value: 'enzymatic', label: intl.formatMessage(m.cappingEnzymatic) },
                { value: 'co-transcriptional', label: intl.formatMessage(m.cappingCoTranscriptional) },
              ]}
              value={value.cappingMethod}
              onValueChange={(cappingMethod) =>
                setValue({ ...value, cappingMethod: cappingMethod as CappingMethod })
              }
              error={errorText('cappingMethod')}
            />
            {value.cappingMethod === 'co-transcriptional' ? (
              <Select
                label={intl.formatMessage(m.capAnalogLabel)}
                placeholder={intl.formatMessage(m.capAnalogPlaceholder)}
                options={CAP_ANALOG_VALUES.map((analog) => ({
                  value: analog,
                  label: capAnalogNames[analog],
                }))}
                value={value.capAnalog}
                onValueChange={(capAnalog) => {
                  touch('capAnalog');
                  setValue({ ...value, capAnalog: capAnalog as CapAnalog | '' });
                }}
                onBlur={() => touch('capAnalog')}
                error={errorText('capAnalog')}
              />
            ) : null}
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
          <FragmentMassResult
            masses={shownResult(mode, fullResult, result.value)}
            mode={mode}
            headingLevel={headingLevel}
          />
        ) : null}
      </ToolboxFormResult>
    </div>
  );
}

/** A Hill formula with the counts as subscripts; its text content stays e.g. `C173H218N74O131P20`. */
function Formula({ text }: { text: string }) {
  const parts = [...text.matchAll(/([A-Z][a-z]?)(\d*)/g)];
  return (
    <span className={formClasses.Mono}>
      {parts.map(([, element, count]) => (
        <Fragment key={element}>
          {element}
          {count ? <sub>{count}</sub> : null}
        </Fragment>
      ))}
    </span>
  );
}

function FragmentMassResult({
  masses,
  mode,
  headingLevel,
}: {
  masses: FragmentMasses;
  mode: FragmentMassPanelMode;
  headingLevel: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const full = mode === 'full';
  const byKind = new Map(masses.species.map((species) => [species.kind, species]));
  return (
    <div className={formClasses.ResultSection}>
      <Heading id={titleId} className={formClasses.SectionTitle}>
        {intl.formatMessage(m.massesTitle)}
      </Heading>
      <ToolboxFormTableScroll>
        <table className={formClasses.Table} aria-labelledby={titleId} data-testid="mass-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.columnSpecies)}</th>
              {full ? <th scope="col">{intl.formatMessage(m.columnProduct)}</th> : null}
              {full ? <th scope="col">{intl.formatMessage(m.columnFormula)}</th> : null}
              <th scope="col" className={formClasses.Numeric}>
                {intl.formatMessage(m.columnAverage)}
              </th>
              {full ? (
                <th scope="col" className={formClasses.Numeric}>
                  {intl.formatMessage(m.columnMonoisotopic)}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {masses.species.flatMap((species) =>
              (full ? VARIANTS : (['product'] as const)).flatMap((variant) => {
                const mass = species[variant];
                if (mass === null) return [];
                const isobaric = species.isobaricWith
                  .map((kind) => byKind.get(kind))
                  .filter((other) => other !== undefined)
                  .map((other) => speciesLabel(intl, other));
                return [
                  <tr
                    key={`${species.kind}-${variant}`}
                    data-species={species.kind}
                    data-variant={variant}
                    data-expected={species.expected || undefined}
                  >
                    <th scope="row">
                      <span className={classes.SpeciesName}>{speciesLabel(intl, species)}</span>
                      {species.expected ? (
                        <span className={classes.Expected}>{intl.formatMessage(m.expected)}</span>
                      ) : null}
                      {full && isobaric.length > 0 ? (
                        <span className={classes.Isobaric}>
                          {intl.formatMessage(m.isobaricWith, { species: intl.formatList(isobaric) })}
                        </span>
                      ) : null}
                    </th>
                    {full ? <td className={classes.Variant}>{variantLabel(intl, variant, mass)}</td> : null}
                    {full ? (
                      <td>
                        <Formula text={mass.formulaText} />
                      </td>
                    ) : null}
                    <td className={formClasses.Numeric}>{formatMass(intl, mass.average)}</td>
                    {full ? (
                      <td className={formClasses.Numeric}>{formatMass(intl, mass.monoisotopic)}</td>
                    ) : null}
                  </tr>,
                ];
              }),
            )}
          </tbody>
        </table>
      </ToolboxFormTableScroll>
      {full ? null : <p className={formClasses.Version}>{intl.formatMessage(m.previewNote)}</p>}
    </div>
  );
}
