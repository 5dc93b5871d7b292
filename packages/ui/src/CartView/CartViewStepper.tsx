import { useState } from 'react';
import classes from './CartView.module.css';
import { parseCount } from './cartViewModel';

export interface CartViewStepperProps {
  /** The line's count as the cart knows it. */
  count: number;
  /** Accessible name of the number field. */
  label: string;
  /** Accessible name of the − button. */
  decreaseLabel: string;
  /** Accessible name of the + button. */
  increaseLabel: string;
  /** Called with a new whole count of at least 1; never with the current count. */
  onCountChange: (count: number) => void;
}

/**
 * The count of one cart line: a number field between − and + buttons (minimum 1). Typing is committed on
 * blur or Enter so that "12" is one change, not "1" then "12"; anything that is not a whole number ≥ 1
 * snaps back to the current count.
 */
export function CartViewStepper({
  count,
  label,
  decreaseLabel,
  increaseLabel,
  onCountChange,
}: CartViewStepperProps) {
  const [draft, setDraft] = useState(String(count));
  const [shownCount, setShownCount] = useState(count);
  // The machine may change the count (a reload after a refused change): follow it, dropping the draft.
  if (shownCount !== count) {
    setShownCount(count);
    setDraft(String(count));
  }
  const commit = () => {
    const next = parseCount(draft);
    if (next === null || next === count) {
      setDraft(String(count));
      return;
    }
    onCountChange(next);
  };
  return (
    <div className={classes.Stepper}>
      <button
        type="button"
        className={classes.StepperButton}
        aria-label={decreaseLabel}
        disabled={count <= 1}
        onClick={() => onCountChange(count - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={classes.StepperInput}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={classes.StepperButton}
        aria-label={increaseLabel}
        onClick={() => onCountChange(count + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
