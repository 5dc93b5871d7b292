import type { ProbeHint, ProbeHintCode } from '@storefront/toolbox';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatParams } from '../internal/ToolboxForm';
import { probeDesignPanelMessages as m } from './ProbeDesignPanel.messages';

/** Every probe hint code of @storefront/toolbox; a new code fails the type check until it is worded. */
export const probeHintMessages: Readonly<Record<ProbeHintCode, MessageDescriptor>> = {
  probeLengthOutOfRange: m.hintProbeLengthOutOfRange,
  productLengthOutOfRange: m.hintProductLengthOutOfRange,
  productEndsInG: m.hintProductEndsInG,
  heteroduplexLengthOutOfRange: m.hintHeteroduplexLengthOutOfRange,
  gcOutOfRange: m.hintGcOutOfRange,
  gcOutsideOptimum: m.hintGcOutsideOptimum,
};

const PERCENT_HINTS: ReadonlySet<ProbeHintCode> = new Set(['gcOutOfRange', 'gcOutsideOptimum']);

/** The probe GC content as the locale writes a percentage (the toolbox gives 0-100). */
export function formatGcPercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
}

export function formatProbeHint(intl: IntlShape, hint: ProbeHint): string {
  const params = PERCENT_HINTS.has(hint.code)
    ? Object.fromEntries(
        Object.entries(hint.params).map(([key, value]) => [
          key,
          typeof value === 'number' ? formatGcPercent(intl, value) : String(value),
        ]),
      )
    : formatParams(intl, hint.params);
  return intl.formatMessage(probeHintMessages[hint.code], params);
}
