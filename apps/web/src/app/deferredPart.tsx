import { type ComponentType, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../browser/tasks';
import { textTypes } from '../browser/typedBeforeHydration';
import classes from './deferredPart.module.css';

/** What a visitor typed into a deferred part's form before its script came: each text field's value by name. */
export type Draft = Record<string, string>;

/** The props a deferred part's component takes besides its own. */
export interface DeferredProps {
  /** Typed into the server's HTML of the part before the script came; the component starts from it. */
  draft?: Draft | undefined;
}

/** The draft's values of `fields`, for a form's defaultValues (what else was typed is no field of that form). */
export function draftFields<Field extends string>(
  draft: Draft | undefined,
  fields: readonly Field[],
): Partial<Record<Field, string>> | undefined {
  if (!draft) return undefined;
  const values = Object.fromEntries(
    fields.flatMap((field) => (draft[field] === undefined ? [] : [[field, draft[field]]])),
  ) as Partial<Record<Field, string>>;
  return Object.keys(values).length > 0 ? values : undefined;
}

const loaders: Array<() => Promise<void>> = [];

/**
 * Loads the module of every deferred part. The server renders them whole, so it awaits this before it
 * renders a page (`entry.server.tsx`); a part rendered on the server before it is loaded is an error.
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/** How far below the viewport a part starts to load: a screen's height, so it is there when scrolled to. */
const nearViewport = '100% 0px';

/** A part's module, loaded once: on the server before any page, in the browser when the part is needed. */
export interface DeferredModule<P extends object> {
  load: () => Promise<void>;
  /** The component, once loaded. */
  readonly component: ComponentType<P & DeferredProps> | undefined;
}

/** Declares a deferred part's module (at module level: the server loads every one before rendering). */
export function deferredModule<P extends object>(
  importComponent: () => Promise<ComponentType<P & DeferredProps>>,
): DeferredModule<P> {
  let loading: Promise<void> | undefined;
  const part: DeferredModule<P> = {
    component: undefined,
    load() {
      loading ??= importComponent().then((loaded) => {
        (part as { component: typeof loaded }).component = loaded;
      });
      return loading;
    },
  };
  loaders.push(() => part.load());
  return part;
}

/**
 * A part of the page whose script is not in the first load: the server renders it whole (the page is
 * complete without JavaScript), the browser keeps that HTML as it is through hydration and loads the
 * part's module only when it is needed — scrolled near, focused or touched, or given other props than
 * the server's (a client-side navigation to the other site) — then renders it in place of the HTML.
 * Whatever was typed into the HTML's fields meanwhile is handed over as the component's `draft`, the
 * focused field keeps the focus, and a submit made meanwhile is made again by the part.
 *
 * Not a Suspense boundary: a boundary not yet hydrated gives up the server's HTML for its fallback as
 * soon as a context above it changes (the login state after start), so the part would blink out. The
 * kept HTML here is a leaf to React (`dangerouslySetInnerHTML`, which hydration does not compare); its
 * wrapper is laid out as if absent (`display: contents`).
 */
export function DeferredPart<P extends object>({ module, props }: { module: DeferredModule<P>; props: P }) {
  const ref = useRef<HTMLDivElement>(null);
  // Loaded before the first render (on the server, or its chunk already fetched by the page): whole at once.
  const [shown, setShown] = useState<{ draft?: Draft | undefined } | null>(() =>
    module.component ? {} : null,
  );
  const [serverProps] = useState(props);
  const propsChanged = !shallowEqual(serverProps, props);
  if (import.meta.env.SSR && !module.component) {
    throw new Error('A deferred part was rendered on the server before loadDeferredParts() resolved');
  }

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    let cancelled = false;
    let started = false;
    const stops: Array<() => void> = [];
    // A submit of the kept form waits for the part, which then submits itself (its own checks, its fetcher).
    let heldSubmit: HTMLFormElement | null = null;
    const show = () => {
      if (started) return;
      started = true;
      for (const stop of stops.splice(0)) stop();
      module.load().then(
        () => {
          if (cancelled) return;
          element.removeEventListener('submit', holdSubmit);
          const focused = focusedField(element);
          // At once, so that nothing typed between reading the fields and rendering the part is lost.
          flushSync(() => setShown({ draft: draftOf(element) }));
          focused?.restore(element);
          if (heldSubmit) element.querySelector('form')?.requestSubmit();
        },
        () => {
          // The chunk failed (the chunk reload handles it): the kept form posts as it does without script.
          element.removeEventListener('submit', holdSubmit);
          heldSubmit?.submit();
        },
      );
    };
    function holdSubmit(event: SubmitEvent) {
      event.preventDefault();
      heldSubmit = event.target as HTMLFormElement;
      show();
    }
    element.addEventListener('submit', holdSubmit);
    const cleanUp = () => {
      cancelled = true;
      element.removeEventListener('submit', holdSubmit);
      for (const stop of stops.splice(0)) stop();
    };
    // Nothing from the server to keep (rendered in the browser), or props the HTML was not made with.
    if (propsChanged || !element.hasChildNodes()) {
      show();
      return cleanUp;
    }
    for (const type of ['focusin', 'pointerdown'] as const) {
      element.addEventListener(type, show);
      stops.push(() => element.removeEventListener(type, show));
    }
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: nearViewport },
      );
      // The wrapper has no box of its own (`display: contents`): its children are what comes into view.
      for (const child of element.children) observer.observe(child);
      stops.push(() => observer.disconnect());
    } else {
      stops.push(whenIdle(show));
    }
    return cleanUp;
  }, [shown, propsChanged, module]);

  const Component = module.component;
  if (shown && Component) {
    return (
      <div ref={ref} className={classes.DeferredPart}>
        <Component {...props} draft={shown.draft} />
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className={classes.DeferredPart}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; hydration leaves the server's HTML inside in place
      dangerouslySetInnerHTML={keptHtml}
      suppressHydrationWarning
    />
  );
}

/** The same object every render, so that React never writes it into the kept HTML. */
const keptHtml = { __html: '' };

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTextControl(element: Element | null): element is TextControl {
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && textTypes.has(element.type))
  );
}

/** Each named text field of the kept HTML that holds something, by name. */
function draftOf(root: HTMLElement): Draft | undefined {
  const draft: Draft = {};
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isTextControl(field) && field.name && field.value !== '') draft[field.name] = field.value;
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}

/** The focused field inside `root`, to focus its namesake (with the same caret) once the part is rendered. */
function focusedField(root: HTMLElement): { restore: (root: HTMLElement) => void } | null {
  const active = root.ownerDocument.activeElement;
  if (!active || !root.contains(active) || !isTextControl(active) || !active.name) return null;
  const { name } = active;
  const selection =
    active instanceof HTMLSelectElement
      ? null
      : safeSelection(active as HTMLInputElement | HTMLTextAreaElement);
  return {
    restore(rendered) {
      const field = [...rendered.querySelectorAll('input, textarea, select')].find(
        (candidate): candidate is TextControl => isTextControl(candidate) && candidate.name === name,
      );
      if (!field) return;
      field.focus();
      if (selection && !(field instanceof HTMLSelectElement)) {
        try {
          field.setSelectionRange(selection[0], selection[1]);
        } catch {
          // Types without a caret (email, number) refuse it; the focus is what matters.
        }
      }
    },
  };
}

function safeSelection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}
