import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';
import { t } from '../../i18n';

/** A chart that cannot draw (no canvas) must not take its screen down with it. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <Alert type="warning" message={t('The graph cannot be shown here.')} />
    ) : (
      this.props.children
    );
  }
}
