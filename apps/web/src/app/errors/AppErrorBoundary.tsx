import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

export type AppErrorBoundaryProps = { children: ReactNode };

type AppErrorBoundaryState = { error: unknown; failed: boolean };

/** Catches errors outside the router (providers); the router's own errors go to RouteErrorScreen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[Parley] uncaught error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div style={{ height: '100dvh' }}>
          <ErrorScreen error={this.state.error} />
        </div>
      );
    }
    return this.props.children;
  }
}
