import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { gelFigureMessages as messages } from './GelFigure.messages';
import classes from './GelFigure.module.css';

/** A common pre-stained protein ladder (kDa), largest first. */
export const DEFAULT_MARKER_KDA = [250, 150, 100, 70, 50, 40, 30, 25, 15, 10] as const;

export interface GelFigureProps extends ComponentPropsWithRef<'svg'> {
  /** The lot the gel was run on, named in the figure's title. */
  lotNumber: string;
  /** Apparent sizes (kDa) of the bands under reducing conditions. */
  reducedKda: readonly number[];
  /** Apparent sizes (kDa) of the bands under non-reducing conditions. */
  nonReducedKda: readonly number[];
  /** The ladder's sizes (kDa). @default DEFAULT_MARKER_KDA */
  markerKda?: readonly number[];
  /** Class for the root `svg`, merged with its own. */
  className?: string;
}

// Drawing units: the SVG scales to its container, so these only fix proportions.
const WIDTH = 240;
const HEIGHT = 300;
const TOP = 28;
const BOTTOM = HEIGHT - 12;
const LANE_WIDTH = 44;
const LANES_X = [70, 135, 195];

/**
 * An SDS-PAGE gel drawn from the band sizes: marker, reduced and non-reduced lanes, sizes on a log
 * scale as they migrate. Server-rendered SVG with role img; its text alternative lists every band, so
 * a screen reader (and a search engine) gets the numbers the picture shows.
 *
 * **Accessibility:** An `svg` with `role="img"`, labelled by its title (with the lot number) and described by a
 * text alternative listing every band. Nothing to provide.
 *
 * **Data attributes:** none.
 */
export function GelFigure({
  lotNumber,
  reducedKda,
  nonReducedKda,
  markerKda = DEFAULT_MARKER_KDA,
  className,
  ...rest
}: GelFigureProps) {
  const intl = useIntl();
  const titleId = useId();
  const descId = useId();
  const all = [...markerKda, ...reducedKda, ...nonReducedKda];
  const high = Math.log10(Math.max(...all) * 1.1);
  const low = Math.log10(Math.min(...all) * 0.9);
  const y = (kda: number) => TOP + ((high - Math.log10(kda)) / (high - low)) * (BOTTOM - TOP);
  const list = (sizes: readonly number[]) =>
    sizes.length === 0
      ? intl.formatMessage(messages.none)
      : intl.formatList(sizes.map((value) => intl.formatMessage(messages.kda, { value })));
  const lanes = [
    { label: intl.formatMessage(messages.marker), bands: markerKda, faint: true },
    { label: intl.formatMessage(messages.reduced), bands: reducedKda, faint: false },
    { label: intl.formatMessage(messages.nonReduced), bands: nonReducedKda, faint: false },
  ];

  return (
    <svg
      {...rest}
      className={clsx(classes.GelFigure, className)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{intl.formatMessage(messages.title, { lot: lotNumber })}</title>
      <desc id={descId}>
        {intl.formatMessage(messages.description, {
          marker: list(markerKda),
          reduced: list(reducedKda),
          nonReduced: list(nonReducedKda),
        })}
      </desc>
      <rect className={classes.Gel} x={44} y={TOP - 8} width={WIDTH - 50} height={BOTTOM - TOP + 16} rx={4} />
      {lanes.map((lane, i) => (
        <g key={lane.label}>
          <text className={classes.LaneLabel} x={LANES_X[i]} y={14} textAnchor="middle">
            {lane.label}
          </text>
          {lane.bands.map((kda) => (
            <rect
              key={kda}
              className={lane.faint ? classes.MarkerBand : classes.Band}
              x={(LANES_X[i] as number) - LANE_WIDTH / 2}
              y={y(kda) - (lane.faint ? 1.5 : 3)}
              width={LANE_WIDTH}
              height={lane.faint ? 3 : 6}
              rx={2}
            />
          ))}
        </g>
      ))}
      {markerKda.map((kda) => (
        <text key={kda} className={classes.Size} x={38} y={y(kda) + 3.5} textAnchor="end">
          {kda}
        </text>
      ))}
      <text className={classes.Size} x={38} y={TOP - 12} textAnchor="end">
        kDa
      </text>
    </svg>
  );
}
