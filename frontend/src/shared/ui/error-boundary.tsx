import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
}

/**
 * Last line of defence for crashes outside the router (providers, the notification host); inside the router the
 * route error elements show the same screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.error !== undefined ? <ErrorScreen /> : this.props.children;
  }
}
