import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { LinkComponent } from '../internal/linkComponent';
import { lotTableMessages as messages } from './LotTable.messages';
import classes from './LotTable.module.css';

export interface LotTableRow {
  lotNumber: string;
  /** YYYY-MM-DD */
  manufacturedOn: string;
  sdsPurityPercent: number | null;
  secMainPeakPercent: number | null;
  endotoxinEuPerUg: number | null;
  ec50: number | null;
  /** The EC50's unit, e.g. `ng/mL`. */
  ec50Unit: string | null;
}

export interface LotTableProps extends ComponentPropsWithRef<'div'> {
  /** The lots to list, one row each. */
  lots: readonly LotTableRow[];
  /** The lot whose figures the page shows. */
  selectedLot?: string;
  /** The page of a lot: a link, so that choosing a lot works without JavaScript. */
  lotHref: (lotNumber: string) => string;
  /** Renders the lot links (a router's link); gets an `<a>`'s props with `href`. @default `a` */
  linkComponent?: LinkComponent;
  /** Class for the root element, merged with its own. */
  className?: string;
}

/**
 * The lot-to-lot table of a product: each lot's date and release QC side by side, each lot number a
 * link to its figures. On a narrow screen the table scrolls sideways inside its own box.
 *
 * **Accessibility:** A native `table` with column headers; the lot shown on the page (`selectedLot`) is marked
 * `aria-current="true"`. Nothing to provide.
 *
 * **Data attributes:** none.
 */
export function LotTable({
  lots,
  selectedLot,
  lotHref,
  linkComponent: LinkElement = 'a',
  className,
  ...rest
}: LotTableProps) {
  const intl = useIntl();
  const na = intl.formatMessage(messages.notApplicable);
  const percent = (value: number | null) =>
    value === null ? na : intl.formatMessage(messages.percent, { value: intl.formatNumber(value) });
  return (
    <div {...rest} className={clsx(classes.LotTable, className)}>
      <table className={classes.Table}>
        <caption className={classes.Caption}>{intl.formatMessage(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.lot)}</th>
            <th scope="col">{intl.formatMessage(messages.manufactured)}</th>
            <th scope="col">{intl.formatMessage(messages.purity)}</th>
            <th scope="col">{intl.formatMessage(messages.secMainPeak)}</th>
            <th scope="col">{intl.formatMessage(messages.endotoxin)}</th>
            <th scope="col">{intl.formatMessage(messages.ec50)}</th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot) => {
            const selected = lot.lotNumber === selectedLot;
            return (
              <tr key={lot.lotNumber} className={selected ? classes.Selected : undefined}>
                <th scope="row">
                  <LinkElement
                    href={lotHref(lot.lotNumber)}
                    aria-current={selected ? 'true' : undefined}
                    className={classes.Link}
                  >
                    {lot.lotNumber}
                  </LinkElement>
                  {selected ? (
                    <span className={classes.Note}> {intl.formatMessage(messages.selected)}</span>
                  ) : null}
                </th>
                <td>{lot.manufacturedOn}</td>
                <td>{percent(lot.sdsPurityPercent)}</td>
                <td>{percent(lot.secMainPeakPercent)}</td>
                <td>
                  {lot.endotoxinEuPerUg === null
                    ? na
                    : intl.formatMessage(messages.endotoxinValue, {
                        value: intl.formatNumber(lot.endotoxinEuPerUg),
                      })}
                </td>
                <td>
                  {lot.ec50 === null
                    ? na
                    : intl.formatMessage(messages.ec50Value, {
                        value: intl.formatNumber(lot.ec50, { maximumSignificantDigits: 3 }),
                        unit: lot.ec50Unit ?? '',
                      })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
