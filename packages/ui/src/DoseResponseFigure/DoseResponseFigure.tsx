import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { doseResponseFigureMessages as messages } from './DoseResponseFigure.messages';
import classes from './DoseResponseFigure.module.css';

export interface DoseResponsePoint {
  concentration: number;
  response: number;
}

/** A four-parameter logistic: y = bottom + (top - bottom) / (1 + (ec50 / x) ^ hill). */
export interface LogisticCurve {
  bottom: number;
  top: number;
  ec50: number;
  hill: number;
  rSquared: number;
}

export interface DoseResponseFigureProps extends Omit<ComponentPropsWithRef<'svg'>, 'points'> {
  /** The lot the curve was measured on, named in the figure's title. */
  lotNumber: string;
  /** The assay, named in the title: 'elisa' (binding ELISA) or 'cell' (cell-based). */
  assay: 'elisa' | 'cell';
  /** The measured points (concentration, response). */
  points: readonly DoseResponsePoint[];
  /** The fitted curve; null draws the points alone and says no curve was fitted. */
  fit: LogisticCurve | null;
  /** Unit of the concentration axis and the EC50, e.g. `ng/mL`. */
  concentrationUnit: string;
  /** Unit of the response axis, e.g. `OD450`. */
  responseUnit: string;
  /** Class for the root `svg`, merged with its own. */
  className?: string;
}

const WIDTH = 360;
const HEIGHT = 260;
const LEFT = 44;
const RIGHT = WIDTH - 12;
const TOP = 16;
const BOTTOM = HEIGHT - 44;

/**
 * A bioactivity curve: the assay's points on a log concentration axis, the fitted 4PL line and the
 * EC50 marked. Server-rendered SVG with role img; its text alternative carries the fit's parameters and
 * every point.
 *
 * **Accessibility:** An `svg` with `role="img"`, labelled by its title (assay and lot) and described by a text
 * alternative with the fit's parameters and every point. Nothing to provide.
 *
 * **Data attributes:** none.
 */
export function DoseResponseFigure({
  lotNumber,
  assay,
  points,
  fit,
  concentrationUnit,
  responseUnit,
  className,
  ...rest
}: DoseResponseFigureProps) {
  const intl = useIntl();
  const titleId = useId();
  const descId = useId();
  const number = (value: number) => intl.formatNumber(value, { maximumSignificantDigits: 4 });

  const xs = points.map((p) => Math.log10(p.concentration));
  const ys = points.map((p) => p.response);
  const xLow = Math.floor(Math.min(...xs));
  const xHigh = Math.ceil(Math.max(...xs));
  const yHigh = Math.max(...ys, fit?.top ?? 0) * 1.1;
  const px = (logX: number) => LEFT + ((logX - xLow) / (xHigh - xLow || 1)) * (RIGHT - LEFT);
  const py = (value: number) => BOTTOM - (value / (yHigh || 1)) * (BOTTOM - TOP);

  const curve = fit
    ? Array.from({ length: 81 }, (_, i) => {
        const logX = xLow + ((xHigh - xLow) * i) / 80;
        const value = fit.bottom + (fit.top - fit.bottom) / (1 + (fit.ec50 / 10 ** logX) ** fit.hill);
        return `${i === 0 ? 'M' : 'L'}${px(logX).toFixed(1)},${py(value).toFixed(1)}`;
      }).join(' ')
    : null;
  const pointList = intl.formatList(points.map((p) => `(${number(p.concentration)}, ${number(p.response)})`));
  const decades = Array.from({ length: xHigh - xLow + 1 }, (_, i) => xLow + i);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => Number((yHigh * f).toFixed(1)));

  return (
    <svg
      {...rest}
      className={clsx(classes.DoseResponseFigure, className)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>
        {intl.formatMessage(messages.title, {
          assay: intl.formatMessage(messages[assay]),
          lot: lotNumber,
        })}
      </title>
      <desc id={descId}>
        {fit
          ? intl.formatMessage(messages.description, {
              ec50: number(fit.ec50),
              unit: concentrationUnit,
              bottom: number(fit.bottom),
              top: number(fit.top),
              hill: number(fit.hill),
              rSquared: intl.formatNumber(fit.rSquared, { maximumFractionDigits: 4 }),
              points: pointList,
            })
          : intl.formatMessage(messages.noFit, { points: pointList })}
      </desc>
      <g className={classes.Axis}>
        <line x1={LEFT} y1={BOTTOM} x2={RIGHT} y2={BOTTOM} />
        <line x1={LEFT} y1={TOP} x2={LEFT} y2={BOTTOM} />
        {decades.map((d) => (
          <g key={d}>
            <line x1={px(d)} y1={BOTTOM} x2={px(d)} y2={BOTTOM + 4} />
            <text x={px(d)} y={BOTTOM + 16} textAnchor="middle">
              {number(10 ** d)}
            </text>
          </g>
        ))}
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={LEFT - 4} y1={py(t)} x2={LEFT} y2={py(t)} />
            <text x={LEFT - 6} y={py(t) + 3.5} textAnchor="end">
              {number(t)}
            </text>
          </g>
        ))}
        <text x={(LEFT + RIGHT) / 2} y={HEIGHT - 8} textAnchor="middle">
          {intl.formatMessage(messages.xAxis, { unit: concentrationUnit })}
        </text>
        <text
          x={12}
          y={(TOP + BOTTOM) / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${(TOP + BOTTOM) / 2})`}
        >
          {intl.formatMessage(messages.yAxis, { unit: responseUnit })}
        </text>
      </g>
      {curve ? <path className={classes.Curve} d={curve} /> : null}
      {fit ? (
        <g className={classes.Ec50}>
          <line x1={px(Math.log10(fit.ec50))} y1={TOP} x2={px(Math.log10(fit.ec50))} y2={BOTTOM} />
          <text x={px(Math.log10(fit.ec50)) + 4} y={TOP + 10}>
            {intl.formatMessage(messages.ec50, { ec50: number(fit.ec50), unit: concentrationUnit })}
          </text>
        </g>
      ) : null}
      {points.map((p) => (
        <circle
          key={p.concentration}
          className={classes.Point}
          cx={px(Math.log10(p.concentration))}
          cy={py(p.response)}
          r={3.5}
        />
      ))}
    </svg>
  );
}
