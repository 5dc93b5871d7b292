import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useControllableState } from '../internal/useControllableState';
import classes from './Tabs.module.css';

export type TabsActivation = 'automatic' | 'manual';

export interface TabsProps extends ComponentPropsWithRef<'div'> {
  /** Controlled selected tab value. */
  value?: string;
  /** Tab selected at first when uncontrolled; give it for server rendering (otherwise the first tab is chosen after hydration). */
  defaultValue?: string;
  /** Called with the newly selected tab value. */
  onValueChange?: (value: string) => void;
  /** 'automatic' selects a tab as the arrow keys reach it; 'manual' waits for Enter or Space. @default 'automatic' */
  activationMode?: TabsActivation;
  /** A Tabs.List and its Tabs.Panel elements. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
}

export interface TabsListProps {
  /** Name of the tab set for assistive technology, e.g. 'Product details'. */
  'aria-label': string;
  /** Tabs.Tab elements. */
  children: ReactNode;
}

export interface TabsTabProps {
  /** Value that links the tab to its panel. */
  value: string;
  /** Tab label. */
  children: ReactNode;
  /** Whether the tab can be selected. @default false */
  disabled?: boolean;
}

export interface TabsPanelProps {
  /** Value of the tab that shows this panel. */
  value: string;
  /** Panel content. */
  children: ReactNode;
}

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
  activationMode: TabsActivation;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string) {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<Tabs.${part}> must be inside <Tabs>.`);
  return context;
}

// Values may hold spaces or CJK text; ids must not contain spaces.
const idPart = (value: string) => encodeURIComponent(value).replace(/%/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

/**
 * WAI-ARIA tabs: Left/Right move between tabs (wrapping), Home/End jump to the ends; only the selected tab
 * is in the tab order. Compose as `<Tabs><Tabs.List><Tabs.Tab/></Tabs.List><Tabs.Panel/></Tabs>`.
 *
 * **Accessibility:** `tablist` (named by `Tabs.List`'s required `aria-label`), `tab`s with `aria-selected` and
 * `aria-controls`, `tabpanel`s labelled by their tab; keys as above, automatic or manual activation
 * (`activationMode`). The caller provides the list's `aria-label`.
 *
 * **Data attributes:**
 * - tab: `data-state`: active, inactive; `data-value`: the tab's value
 * - panel: `data-state`: active, inactive
 */
function TabsRoot({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  activationMode = 'automatic',
  children,
  className,
  ...rest
}: TabsProps) {
  const [value, select] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select, baseId, activationMode }}>
      <div {...rest} className={clsx(classes.Tabs, className)}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

function TabsList({ 'aria-label': ariaLabel, children }: TabsListProps) {
  const { value, select, activationMode } = useTabsContext('List');
  const listRef = useRef<HTMLDivElement>(null);

  const enabledTabs = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []);

  useEffect(() => {
    // With no default, select the first tab so there is always a visible panel.
    if (value !== '') return;
    const first = enabledTabs()[0];
    if (first?.dataset.value) select(first.dataset.value);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = enabledTabs();
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const target = {
      ArrowRight: tabs[(current + 1) % tabs.length],
      ArrowLeft: tabs[(current - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (activationMode === 'automatic' && target.dataset.value) select(target.dataset.value);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={classes.List}
      onKeyDown={handleKeyDown}
    >
      {children}
    </div>
  );
}

function TabsTab({ value, children, disabled = false }: TabsTabProps) {
  const context = useTabsContext('Tab');
  const selected = context.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      className={classes.Tab}
      onClick={() => context.select(value)}
    >
      {children}
    </button>
  );
}

function TabsPanel({ value, children }: TabsPanelProps) {
  const context = useTabsContext('Panel');
  const selected = context.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: a panel is focusable so keyboard users reach content without focusable elements.
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={classes.Panel}
    >
      {children}
    </div>
  );
}

/** WAI-ARIA tabs (see TabsRoot's notes): `Tabs.List`, `Tabs.Tab` and `Tabs.Panel` are its parts. */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
export { TabsList, TabsPanel, TabsTab };
