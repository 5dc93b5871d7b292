import { defineMessages } from 'react-intl';

/**
 * Cart notices (SPEC §8, exact wording). The cart machine puts one of these keys in
 * `context.notice.id`; the view formats it. Changing a count has no notice on purpose (SPEC §8).
 */
export const cartMessages = defineMessages({
  added: {
    id: 'ui.machines.cart.added',
    defaultMessage: 'Added to cart!',
    description: 'A product was added to the cart',
  },
  addFailed: {
    id: 'ui.machines.cart.addFailed',
    defaultMessage: 'Failed to add to cart!',
    description: 'Adding a product to the cart failed',
  },
  deleted: {
    id: 'ui.machines.cart.deleted',
    defaultMessage: 'Product deleted!',
    description: 'A cart line was deleted',
  },
  deleteFailed: {
    id: 'ui.machines.cart.deleteFailed',
    defaultMessage: 'Failed to delete product!',
    description: 'Deleting a cart line failed',
  },
  settled: {
    id: 'ui.machines.cart.settled',
    defaultMessage: 'Settlement succeeded, see details in the personal centre!',
    description: 'The cart was settled into an order',
  },
  settleFailed: {
    id: 'ui.machines.cart.settleFailed',
    defaultMessage: 'Settlement failed!',
    description: 'Settling the cart into an order failed',
  },
  batchDeleted: {
    id: 'ui.machines.cart.batchDeleted',
    defaultMessage: 'Batch delete succeeded',
    description: 'The selected cart lines were deleted',
  },
  batchDeleteFailed: {
    id: 'ui.machines.cart.batchDeleteFailed',
    defaultMessage: 'Batch delete failed',
    description: 'Deleting the selected cart lines failed',
  },
  selectFirst: {
    id: 'ui.machines.cart.selectFirst',
    defaultMessage: 'Please select the item you want to delete first',
    description: 'Batch delete was asked with nothing selected',
  },
  loginFirst: {
    id: 'ui.machines.cart.loginFirst',
    defaultMessage: 'Please log in first!',
    description: 'A cart action was asked while logged out',
  },
  loadFailed: {
    id: 'ui.machines.cart.loadFailed',
    defaultMessage: 'The cart could not be loaded.',
    description: 'Loading the cart lines failed; the view offers a retry',
  },
});

export type CartMessageId = keyof typeof cartMessages;
