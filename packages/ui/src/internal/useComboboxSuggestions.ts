import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface UseComboboxSuggestionsOptions<Item> {
  /** The text whose suggestions are wanted; `null` after a pick, so that picking does not ask again. */
  query: string | null;
  /** Asks for the suggestions of the trimmed text; the signal aborts when a newer text replaces it. */
  load: (text: string, signal: AbortSignal) => Promise<readonly Item[]>;
  /** Whether a text is worth asking about (e.g. long enough). */
  shouldLoad: (text: string) => boolean;
  /** Pause after the last keystroke before asking, so a fast typist sends one request, not one per letter. */
  delayMs: number;
  /** Called when the visitor chooses a suggestion (Enter on the active one, or a press). */
  onPick: (item: Item) => void;
}

/**
 * The state and keyboard of a WAI-ARIA 1.2 combobox with a listbox popup whose focus stays in the input
 * (options are reached through `aria-activedescendant`): debounced loading, answers to an older text
 * dropped, arrows move through the options, Enter picks the active one, Escape closes the list.
 */
export function useComboboxSuggestions<Item>({
  query,
  load,
  shouldLoad,
  delayMs,
  onPick,
}: UseComboboxSuggestionsOptions<Item>) {
  const listboxId = useId();
  const [items, setItems] = useState<readonly Item[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Latest callbacks without re-running the effect when the parent passes new functions.
  const latest = useRef({ load, shouldLoad, onPick });
  latest.current = { load, shouldLoad, onPick };

  useEffect(() => {
    if (query === null || !latest.current.shouldLoad(query)) {
      setItems([]);
      setOpen(false);
      return;
    }
    // Answers to an older text sometimes arrive after newer ones; `current` drops them, the abort spares the work.
    let current = true;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current.load(query.trim(), controller.signal).then(
        (answer) => {
          if (!current) return;
          setItems(answer);
          setActiveIndex(-1);
          setOpen(answer.length > 0);
        },
        () => {
          if (current) setOpen(false);
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs]);

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const pick = (item: Item) => {
    setOpen(false);
    latest.current.onPick(item);
  };

  /** The input's keyboard; returns nothing, prevents the default of the keys it handles. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // Alt+Down only opens the list (APG); a closed list opens on the first or last option.
      if (event.altKey) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => {
        if (index < 0) return step > 0 ? 0 : items.length - 1;
        return (index + step + items.length) % items.length;
      });
    } else if (event.key === 'Enter' && open && activeIndex >= 0 && items[activeIndex] !== undefined) {
      event.preventDefault();
      pick(items[activeIndex] as Item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return {
    items,
    open,
    activeIndex,
    listboxId,
    optionId,
    /** The `aria-activedescendant` of the input. */
    activeDescendant: open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    pick,
    close: () => setOpen(false),
    onKeyDown,
  };
}
