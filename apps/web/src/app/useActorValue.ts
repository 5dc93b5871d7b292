import { useCallback, useSyncExternalStore } from 'react';

/** What the hook needs of an xstate actor (a type only: this module imports nothing of xstate). */
export interface ObservableActor<Snapshot> {
  getSnapshot(): Snapshot;
  subscribe(observer: { next(): void; error(): void }): { unsubscribe(): void };
}

/**
 * A value read from an actor's snapshot, kept current; `undefined` is passed while there is no actor
 * (the server render and the first browser render: the app's actors start after hydration).
 *
 * @xstate/react's `useSelector` does the same, but its module also holds `useActorRef`, which needs
 * xstate's runtime: importing it from the shell put xstate (9 KB gzip) in the first load of every page.
 * The views of the app's actors read them through this hook instead, so xstate loads with the actors.
 *
 * `select` must answer a primitive or a reference kept in the snapshot (React compares with Object.is,
 * so a new object on every call would never settle).
 */
export function useActorValue<Snapshot, Value>(
  actor: ObservableActor<Snapshot> | null,
  select: (snapshot: Snapshot | undefined) => Value,
): Value {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => select(actor?.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
