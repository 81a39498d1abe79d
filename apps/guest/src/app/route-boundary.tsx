import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

interface CatcherProps {
  children: ReactNode;
  /** A new value (another page) clears a caught error, as a router's error boundary does. */
  resetKey: string;
}

interface CatcherState {
  error: unknown;
  resetKey: string;
}

class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error: error ?? new Error('Route failed') };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around each layout: a chunk that fails to load or a render that throws shows the route
 * error page in its place, and nothing shows while a chunk loads (the global loader covers
 * the first load; later page changes keep the old page until the new one is ready).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Catcher resetKey={pathname}>
      <Suspense fallback={null}>{children}</Suspense>
    </Catcher>
  );
}
