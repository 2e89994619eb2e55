import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage.tsx';

type Props = {
  /** The location: moving elsewhere clears the error, so the next page gets its chance. */
  resetKey: string;
  children: ReactNode;
};

type State = { failed: boolean };

/** Catches a page that crashes or whose chunk cannot be fetched, and shows the route error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
