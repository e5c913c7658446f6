import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once when the part fails (e.g. its chunk could not be fetched). */
  onError: () => void;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part of the shell (a dialog, a drawer) from taking the shell down when its
 * code cannot be fetched: the part draws nothing and `onError` says what happens instead.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
