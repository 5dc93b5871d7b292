import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Toast, type ToastTone } from './Toast';
import { toastMessages } from './Toast.messages';
import classes from './Toast.module.css';

export interface ToastOptions {
  /** Main line. */
  title: ReactNode;
  /** Optional second line. */
  description?: ReactNode;
  /** Meaning and colour. @default 'info' */
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; `Infinity` keeps it until dismissed. @default the provider's duration */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast early. */
  dismiss: (id: string) => void;
}

export type ToastPlacement = 'top-end' | 'bottom-end';

export interface ToastProviderProps {
  /** The app; anything inside can call useToast(). */
  children: ReactNode;
  /** Default lifetime of a toast in milliseconds. @default 5000 */
  duration?: number;
  /**
   * Corner of the viewport where toasts stack. 'bottom-end' never covers a sticky header's controls (user menu,
   * cart link) and sits above the dock of narrow screens; 'top-end' is for pages without such a header.
   * @default 'bottom-end'
   */
  placement?: ToastPlacement;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toast stack and renders it in a labelled region; wrap the app once. */
export function ToastProvider({ children, duration = 5000, placement = 'bottom-end' }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={classes.Viewport}
        data-placement={placement}
        aria-label={intl.formatMessage(toastMessages.region)}
      >
        {toasts.map((toast) => (
          <TimedToast
            key={toast.id}
            toast={toast}
            duration={toast.duration ?? duration}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function TimedToast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastEntry;
  duration: number;
  onDismiss: () => void;
}) {
  const [paused, setPaused] = useState(false);
  // A ref so that a new onDismiss identity on every provider render does not restart the timer.
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  useEffect(() => {
    // Paused while hovered or focused so nobody loses a message they are reading (WCAG 2.2.1).
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);
  return (
    <Toast
      title={toast.title}
      description={toast.description}
      tone={toast.tone}
      onDismiss={onDismiss}
      onPauseChange={setPaused}
    />
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
