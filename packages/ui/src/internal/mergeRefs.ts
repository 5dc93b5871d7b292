import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that sets every given ref: a component's own ref and the one its caller passed. With a
 * single `Ref<HTMLElement>` it serves a component whose root element differs by state (a list, or the block
 * shown instead of it): a callback fits any element's `ref`, where a ref object is typed to one element.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
