import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';

type RouterLinkProps = Omit<ComponentPropsWithRef<typeof Link>, 'to'> & { href: string };

/**
 * Lets design-system components that render `<a href>` navigate through the router: pass it as their
 * `linkComponent` / `as`. External and cross-site URLs still load as documents.
 */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}
