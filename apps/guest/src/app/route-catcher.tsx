import { Component, type ReactNode } from 'react';
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

/** Shows the route error page in place of `children` when they fail to load or render. */
export class RouteCatcher extends Component<CatcherProps, CatcherState> {
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
