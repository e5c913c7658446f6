import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { queryClient } from '../../providers/data/queryClient';
import { t } from '../../i18n';

export const SCREEN_FAILED = 'This screen could not be shown';

interface Props {
  /** The screen's name, said in the message. */
  title: string;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
  /** Bumped by Retry: the screen is mounted anew. */
  attempt: number;
}

/**
 * Catches a crash of one screen so that the menu and header stay: the user sees what failed (no
 * stack trace) and Retry mounts the screen again after marking every query stale, so it refetches.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the developer tools; the page itself shows no stack.
    console.error(error, info.componentStack);
  }

  retry = (): void => {
    void queryClient.invalidateQueries();
    this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }));
  };

  render() {
    const { error, attempt } = this.state;
    if (!error) return <ScreenAttempt key={attempt}>{this.props.children}</ScreenAttempt>;
    return (
      <Result
        status="error"
        title={t(SCREEN_FAILED)}
        subTitle={t('{{screen}} failed: {{reason}}', {
          screen: t(this.props.title),
          reason: error.message || t('unknown error'),
        })}
        extra={
          <Button type="primary" onClick={this.retry}>
            {t('Retry')}
          </Button>
        }
      />
    );
  }
}

/** A keyed wrapper, so that a new attempt is a new mount of the whole screen. */
function ScreenAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
