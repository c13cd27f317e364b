import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { isChunkLoadError } from './lazy-route';

function RouteErrorView({ error }: { error: unknown }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  return (
    <div className="gh-state gh-state--error" role="alert">
      <p>{chunk ? t('errors.chunkLoad') : t('errors.internal')}</p>
      <div className="gh-state__actions">
        <button type="button" className="gh-button gh-button--primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a className="gh-button" href="/">
          {t('common.backHome')}
        </a>
      </div>
    </div>
  );
}

/** Catches a page that fails to load or render: a chunk that did not load gets a retry. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
