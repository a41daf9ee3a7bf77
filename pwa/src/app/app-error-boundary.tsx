import { Component, StrictMode, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';

interface State {
  hasError: boolean;
}

/** The last line of defence, around the router: anything it lets through still gets a friendly page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorFallback scope="app" /> : this.props.children;
  }
}

/**
 * What every render of the app wraps its router in: the browser's (src/main.tsx) and the server's
 * (src/entry-server.tsx). One component, so the server's markup and the hydrating tree cannot drift apart.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </StrictMode>
  );
}
