// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPart, type DeferredProps, deferredModule } from './deferredPart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form whose name field starts from the draft and whose button counts clicks: alive once rendered. */
function MessageForm({ title, draft }: { title: string } & DeferredProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <form aria-label={title} action="/contact" method="post">
      <input aria-label="name" name="name" defaultValue={draft?.name ?? ''} />
      <textarea aria-label="content" name="content" defaultValue={draft?.content ?? ''} />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {`clicked ${clicks}`}
      </button>
    </form>
  );
}

/** A part whose module comes only when the test says so, as a chunk over the network would. */
function partWithHeldModule() {
  let deliver: () => void = () => {};
  const importModule = vi.fn(
    () =>
      new Promise<typeof MessageForm>((resolve) => {
        deliver = () => resolve(MessageForm);
      }),
  );
  return { module: deferredModule(importModule), importModule, deliver: () => act(async () => deliver()) };
}

/** The server's HTML of the part: the same component, loaded, as the server renders it. */
async function serverHtml(title: string): Promise<string> {
  const module = deferredModule(async () => MessageForm);
  await module.load();
  return renderToString(<DeferredPart module={module} props={{ title }} />);
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function hydrated(element: (title: string) => React.ReactElement, title = 'Online message') {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml('Online message');
  document.body.append(container);
  const serverForm = container.querySelector('form');
  act(() => {
    root = hydrateRoot(container, element(title));
  });
  return { container, serverForm };
}

const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('deferredPart', () => {
  it('renders the part whole on the server once loaded', async () => {
    expect(await serverHtml('Online message')).toMatch(
      /^<div class="[^"]+"><form aria-label="Online message" action="\/contact" method="post">/,
    );
  });

  it('keeps the server HTML through hydration and loads nothing until the part is used', async () => {
    const { module, importModule } = partWithHeldModule();
    const { container, serverForm } = await hydrated((title) => (
      <DeferredPart module={module} props={{ title }} />
    ));
    expect(container.querySelector('form')).toBe(serverForm);
    expect(importModule).not.toHaveBeenCalled();
    // The kept HTML is not React's: its button does nothing yet.
    act(() => button(container).click());
    expect(button(container).textContent).toBe('clicked 0');
  });

  it('loads on focus, hands over what was typed and keeps the focus on the same field', async () => {
    const { module, importModule, deliver } = partWithHeldModule();
    const { container, serverForm } = await hydrated((title) => (
      <DeferredPart module={module} props={{ title }} />
    ));
    const name = container.querySelector('input[name=name]') as HTMLInputElement;
    name.focus();
    expect(importModule).toHaveBeenCalledOnce();
    // Typed while the module is on its way.
    name.value = 'Ada';
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Do you ship IL-6?';
    await deliver();
    const form = container.querySelector('form');
    expect(form).not.toBe(serverForm);
    expect((container.querySelector('input[name=name]') as HTMLInputElement).value).toBe('Ada');
    expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Do you ship IL-6?');
    expect(document.activeElement).toBe(container.querySelector('input[name=name]'));
    act(() => button(container).click());
    expect(button(container).textContent).toBe('clicked 1');
  });

  it('holds a submit of the kept form until the part is there, which then submits itself', async () => {
    const { module, deliver } = partWithHeldModule();
    const submitted: string[] = [];
    const { container } = await hydrated((title) => <DeferredPart module={module} props={{ title }} />);
    container.addEventListener('submit', (event) => {
      if (!event.defaultPrevented)
        submitted.push((event.target as HTMLFormElement).getAttribute('aria-label') ?? '');
      event.preventDefault();
    });
    (container.querySelector('input[name=name]') as HTMLInputElement).value = 'Ada';
    const held = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await deliver();
    expect(submitted).toEqual(['Online message']);
    expect((container.querySelector('input[name=name]') as HTMLInputElement).value).toBe('Ada');
  });

  it('loads when the part comes near the viewport', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { module, importModule, deliver } = partWithHeldModule();
    const { container } = await hydrated((title) => <DeferredPart module={module} props={{ title }} />);
    observed[0]?.([{ isIntersecting: false }]);
    expect(importModule).not.toHaveBeenCalled();
    observed[0]?.([{ isIntersecting: true }]);
    expect(importModule).toHaveBeenCalledOnce();
    await deliver();
    act(() => button(container).click());
    expect(button(container).textContent).toBe('clicked 1');
  });

  it('loads at once when its props are no longer the server’s (the other site’s page)', async () => {
    const { module, importModule, deliver } = partWithHeldModule();
    const { container } = await hydrated((title) => <DeferredPart module={module} props={{ title }} />);
    expect(importModule).not.toHaveBeenCalled();
    act(() => root?.render(<DeferredPart module={module} props={{ title: '在线留言' }} />));
    expect(importModule).toHaveBeenCalledOnce();
    await deliver();
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('在线留言');
  });

  it('loads at once when rendered in the browser, with no server HTML to keep', async () => {
    const { module, importModule, deliver } = partWithHeldModule();
    const { createRoot } = await import('react-dom/client');
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<DeferredPart module={module} props={{ title: 'Online message' }} />);
    });
    expect(importModule).toHaveBeenCalledOnce();
    await deliver();
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Online message');
  });
});
