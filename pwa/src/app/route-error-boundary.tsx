import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { NotFound } from '@/components/layout/not-found';

/** A screen's errorElement: keeps the header and footer, explains, offers a reload. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  reportError(error);
  return <ErrorFallback scope="page" />;
}

/** The root route's errorElement, for when the shell itself failed: no layout around it. */
export function RootErrorBoundary() {
  const error = useRouteError();
  reportError(error);
  return <ErrorFallback scope="app" />;
}

function reportError(error: unknown) {
  // Until error reporting exists, the console is where developers look.
  console.error(error);
}
