import type { ReactNode } from 'react';

// Before '@' and '.', after a '/': where a reader expects an address to go on (Chicago Manual of Style, 7.42).
const BREAK_POINTS = /(?=[@.])|(?<=\/)/;

/**
 * An e-mail or web address with line-break opportunities (`<wbr>`) only where a reader expects one, so that a
 * long address wraps as 'sales.department / @example / .com.cn' instead of at whatever letter reaches the edge.
 */
export function withAddressBreaks(address: string): ReactNode[] {
  return address.split(BREAK_POINTS).flatMap((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
    index === 0 ? [part] : [<wbr key={index} />, part],
  );
}
