import { clsx } from 'clsx';
import { type FormEvent, type HTMLAttributes, type Ref, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { mergeRefs } from '../internal/mergeRefs';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { addToCartMessages as m } from './AddToCart.messages';
import classes from './AddToCart.module.css';

/** The largest count of one cart line (contract `CartLineInput.count`). */
export const ADD_TO_CART_MAX_COUNT = 9999;

/** What the visitor chose: one of the product's sizes and a whole count from 1 to 9999. */
export interface AddToCartChoice {
  size: string;
  count: number;
}

export interface AddToCartProps extends HTMLAttributes<HTMLElement> {
  /** The root element (the list, or the block shown instead of it). */
  ref?: Ref<HTMLElement>;
  /** Name of the product, for the form's accessible name. */
  productName: string;
  /** The product's pack sizes, in display order (e.g. '100 µg'). */
  sizes: readonly string[];
  /** Called with the choice when 'Add to cart' is pressed and the quantity is valid. */
  onAdd: (choice: AddToCartChoice) => void;
  /** An add is being sent: the button shows it is busy and ignores presses. @default false */
  busy?: boolean;
  /** The size chosen at first. @default the first size */
  defaultSize?: string;
  /** Class for the root element. */
  className?: string;
}

/** A whole count from 1 to the maximum, or null. */
export function parseAddCount(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= ADD_TO_CART_MAX_COUNT ? count : null;
}

/**
 * Size choice, quantity and 'Add to cart' for a product page. It only reports the choice: the app sends
 * `cart.add` to its cart machine, which asks for a login first when needed (SPEC §6) and gives the notice.
 *
 * **Accessibility:** A `form` named 'Add <product name> to cart' with a labelled size `Select` and quantity
 * field and a submit button; while `busy` the button shows its loading state. Pass `productName`: it names the
 * form.
 *
 * **Data attributes:**
 * - root: `data-state`: ready, busy, unavailable (no sizes)
 */
export function AddToCart({
  productName,
  sizes,
  onAdd,
  busy = false,
  defaultSize,
  className,
  ref,
  ...rest
}: AddToCartProps) {
  const intl = useIntl();
  const [size, setSize] = useState(() =>
    defaultSize && sizes.includes(defaultSize) ? defaultSize : (sizes[0] ?? ''),
  );
  const [quantity, setQuantity] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage(m.formLabel, { productName });

  if (sizes.length === 0) {
    return (
      <div
        {...rest}
        ref={mergeRefs(ref)}
        className={clsx(classes.AddToCart, className)}
        data-state="unavailable"
      >
        <p className={classes.Unavailable}>{intl.formatMessage(m.noSizes)}</p>
      </div>
    );
  }

  const chosenSize = sizes.includes(size) ? size : (sizes[0] as string);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const count = parseAddCount(quantity);
    setInvalid(count === null);
    if (count === null) {
      quantityRef.current?.focus();
      return;
    }
    onAdd({ size: chosenSize, count });
  };

  return (
    <form
      {...rest}
      ref={mergeRefs(ref)}
      className={clsx(classes.AddToCart, className)}
      data-state={busy ? 'busy' : 'ready'}
      aria-label={label}
      noValidate
      onSubmit={submit}
    >
      <Select
        className={classes.Size}
        label={intl.formatMessage(m.size)}
        options={sizes.map((value) => ({ value, label: value }))}
        value={chosenSize}
        onValueChange={setSize}
      />
      <TextField
        ref={quantityRef}
        className={classes.Quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={ADD_TO_CART_MAX_COUNT}
        step={1}
        label={intl.formatMessage(m.quantity)}
        value={quantity}
        error={
          invalid ? intl.formatMessage(m.quantityInvalid, { max: String(ADD_TO_CART_MAX_COUNT) }) : undefined
        }
        onValueChange={(value) => {
          setQuantity(value);
          if (invalid && parseAddCount(value) !== null) setInvalid(false);
        }}
      />
      <Button
        type="submit"
        className={classes.Submit}
        loading={busy}
        leadingVisual={<Icon name="cart" size="sm" />}
      >
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
