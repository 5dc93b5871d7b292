// A sister site that imports one action button.
export { Button } from '@storefront/ui';
