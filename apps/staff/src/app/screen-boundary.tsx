import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/states';

interface CatcherState {
  failed: boolean;
  resetKey: string;
}

class Catcher extends Component<{ children: ReactNode; resetKey: string }, CatcherState> {
  override state: CatcherState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: CatcherState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Most often a screen's chunk is gone because a new version was deployed while the
    // console stayed open: a reload fetches the new one.
    return (
      <div className="empty" role="alert">
        <p className="empty__title">This screen could not be opened.</p>
        <p>The console may have been updated. Reload to continue.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}

/** Around each screen: a skeleton while its chunk loads, a way out when it fails. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Catcher resetKey={pathname}>
      <Suspense fallback={<Skeleton count={4} height={96} />}>{children}</Suspense>
    </Catcher>
  );
}
