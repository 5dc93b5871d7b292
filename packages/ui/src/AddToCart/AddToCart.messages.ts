import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const addToCartMessages = defineMessages<{
  formLabel: { productName: string };
  size: NoMessageValues;
  quantity: NoMessageValues;
  quantityInvalid: { max: string };
  submit: NoMessageValues;
  noSizes: NoMessageValues;
}>({
  formLabel: {
    id: 'ui.AddToCart.formLabel',
    defaultMessage: 'Order {productName}',
    description: 'Accessible name of the add-to-cart form of a product',
  },
  size: {
    id: 'ui.AddToCart.size',
    defaultMessage: 'Size',
    description: 'Label of the pack size choice',
  },
  quantity: {
    id: 'ui.AddToCart.quantity',
    defaultMessage: 'Quantity',
    description: 'Label of the quantity field',
  },
  quantityInvalid: {
    id: 'ui.AddToCart.quantityInvalid',
    defaultMessage: 'Enter a whole number from 1 to {max}',
    description: 'The quantity is not a whole number in range',
  },
  submit: {
    id: 'ui.AddToCart.submit',
    defaultMessage: 'Add to cart',
    description: 'Button that adds the chosen size and quantity to the cart',
  },
  noSizes: {
    id: 'ui.AddToCart.noSizes',
    defaultMessage: 'This product cannot be ordered online; please send an enquiry.',
    description: 'The product has no size to add to the cart',
  },
});
