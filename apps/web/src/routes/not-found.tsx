import { data } from 'react-router-dom';

/**
 * Catch-all of a site: any path no page claims answers 404. Throwing from the loader (rather than
 * rendering) lets the server answer with the status and the site layout show its 404 page.
 */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function Component() {
  // Never rendered: the loader always throws to the layout's error boundary.
  return null;
}
