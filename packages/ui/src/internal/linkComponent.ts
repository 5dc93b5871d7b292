import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';

/**
 * What a `linkComponent` receives: the props of an `<a>`, with `href` always set. A router link is adapted
 * with a one-line wrapper, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a navigation link, `'a'` by default. */
export type LinkComponent = ElementType<LinkComponentProps>;
