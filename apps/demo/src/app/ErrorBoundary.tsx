import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly error: Error | null;
}

/**
 * The last line of defence: a page that fails (a chunk that cannot load on a flaky network, or a bug)
 * shows a sentence and a way back instead of a blank screen.
 */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page error-page" role="alert">
        <h1>Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <p>
          <a href="#/" onClick={() => { this.setState({ error: null }); }}>Back to the games</a>
        </p>
      </div>
    );
  }
}
