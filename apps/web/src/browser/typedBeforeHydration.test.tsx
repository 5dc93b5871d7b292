// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TypedBeforeHydration } from './typedBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Fields({ root }: { root: ParentNode | null }) {
  const [sequence, setSequence] = useState('');
  const [email, setEmail] = useState('');
  const [species, setSpecies] = useState('human');
  return (
    <TypedBeforeHydration root={root}>
      <form>
        <textarea
          aria-label="sequence"
          value={sequence}
          onChange={(event) => setSequence(event.target.value)}
        />
        <input
          aria-label="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <select aria-label="species" value={species} onChange={(event) => setSpecies(event.target.value)}>
          <option value="human">human</option>
          <option value="mouse">mouse</option>
        </select>
        <output>{`${sequence}|${email}|${species}`}</output>
      </form>
    </TypedBeforeHydration>
  );
}

let hydrated: Root | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  document.body.innerHTML = '';
});

/** The server's HTML, with `type` applied to it as a visitor would before the scripts run, then hydrated. */
function hydrateAfter(type: (container: HTMLElement) => void, announce: boolean): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields root={null} />);
  document.body.append(container);
  type(container);
  act(() => {
    hydrated = hydrateRoot(container, <Fields root={announce ? container : null} />);
  });
  return container;
}

function typeInto(container: HTMLElement) {
  (container.querySelector('textarea') as HTMLTextAreaElement).value = 'GGGAGACCCA';
  (container.querySelector('input[type=email]') as HTMLInputElement).value = 'chemist@example.com';
  (container.querySelector('select') as HTMLSelectElement).value = 'mouse';
}

describe('announceTypedBeforeHydration', () => {
  it('hands what was typed before hydration to the page’s state', () => {
    const container = hydrateAfter(typeInto, true);
    expect(container.querySelector('output')?.textContent).toBe('GGGAGACCCA|chemist@example.com|mouse');
    expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe('GGGAGACCCA');
  });

  it('is needed: without it the state keeps the server’s values while the fields show the typed ones', () => {
    const container = hydrateAfter(typeInto, false);
    expect(container.querySelector('output')?.textContent).toBe('||human');
    expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe('GGGAGACCCA');
  });

  it('changes nothing when nothing was typed', () => {
    const container = hydrateAfter(() => {}, true);
    expect(container.querySelector('output')?.textContent).toBe('||human');
  });
});
