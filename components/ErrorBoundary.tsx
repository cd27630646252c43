// Catches a render error below it so a page never goes blank: says what happened in plain words and
// offers "Reload". The error itself (stack, message) stays in the console, never on screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/lib/i18n';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, in plain words ("StackLens", "This chart"). */
  what?: string;
  /** Reload the whole page (the popup) rather than re-rendering the part (a chart). */
  onReload?: () => void;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('StackLens: a part of the page failed to show', error, info.componentStack);
  }

  private reload = () => {
    if (this.props.onReload) this.props.onReload();
    else this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="notice notice-error error-boundary">
        <strong>{this.props.what ? t('components_namedPartFailed', [this.props.what]) : t('components_partFailed')}</strong>
        <p>{t('components_partFailedText')}</p>
        <div className="notice-actions">
          <button type="button" onClick={this.reload}>
            {t('components_reload')}
          </button>
        </div>
      </div>
    );
  }
}
