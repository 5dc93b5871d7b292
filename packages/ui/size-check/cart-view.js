// A sister site's cart page: the view and the machine that drives it (the app provides the actors).
export { CartView, cartMachine } from '@storefront/ui';
