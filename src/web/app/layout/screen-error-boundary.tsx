import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { children: ReactNode; resetKey?: string };
type State = { failed: boolean; error: unknown };

/** Shows RouteError when what it wraps throws; a new `resetKey` (the next page) tries again. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, error: null });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
