export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers to show: always the first and last page, the current page with `siblingCount` neighbours
 * on each side, and an ellipsis where pages are skipped. The list length stays constant while paging
 * (2 × siblingCount + 5 once there are enough pages), so the control does not jump around.
 */
export function paginationRange(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, total));
  const slots = siblingCount * 2 + 5;
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);

  const leftSibling = Math.max(current - siblingCount, 1);
  const rightSibling = Math.min(current + siblingCount, total);
  const showStartEllipsis = leftSibling > 3;
  const showEndEllipsis = rightSibling < total - 2;
  const edgeCount = 3 + siblingCount * 2;

  if (!showStartEllipsis) {
    return [...Array.from({ length: edgeCount }, (_, index) => index + 1), 'end-ellipsis', total];
  }
  if (!showEndEllipsis) {
    return [
      1,
      'start-ellipsis',
      ...Array.from({ length: edgeCount }, (_, index) => total - edgeCount + 1 + index),
    ];
  }
  const middle = Array.from({ length: rightSibling - leftSibling + 1 }, (_, index) => leftSibling + index);
  return [1, 'start-ellipsis', ...middle, 'end-ellipsis', total];
}
