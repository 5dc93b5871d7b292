// The same button through the generic subpath.
export { Button } from '@storefront/ui/primitives';
