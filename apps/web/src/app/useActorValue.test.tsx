// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type ObservableActor, useActorValue } from './useActorValue';

afterEach(cleanup);

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

function State<Snapshot extends { value: unknown }>({ actor }: { actor: ObservableActor<Snapshot> | null }) {
  const value = useActorValue(actor, (snapshot) => String(snapshot?.value ?? 'no actor'));
  return <p>{value}</p>;
}

describe('useActorValue', () => {
  it('reads the selection of an actor and follows its changes', () => {
    const actor = createActor(toggle).start();
    render(<State actor={actor} />);
    expect(screen.getByText('off')).toBeTruthy();
    act(() => actor.send({ type: 'flip' }));
    expect(screen.getByText('on')).toBeTruthy();
  });

  it('selects from undefined while there is no actor, and picks up one that arrives', () => {
    const view = render(<State actor={null} />);
    expect(screen.getByText('no actor')).toBeTruthy();
    const actor = createActor(toggle).start();
    view.rerender(<State actor={actor} />);
    expect(screen.getByText('off')).toBeTruthy();
  });
});
