import { isRouteErrorResponse } from 'react-router-dom';

/** The HTTP status a route error stands for: a thrown response keeps its status, anything else is 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
