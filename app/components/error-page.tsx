import { SITE_NAME } from '@common/constants';
import { Component, type ReactNode, useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload';
import { describeRouteError, errorStatus } from '~/lib/route-error';

/** The error page's document title: what went wrong, then the site. */
export function errorPageTitle(error: unknown): string {
  return `${errorStatus(error) === 404 ? '页面不存在' : '出错了'} - ${SITE_NAME}`;
}

/** The error page of SPEC §8. Kit-free, so it renders even when a UI kit's bundle is what failed. */
function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <section className="error-page">
      <p className="error-page-status">{status}</p>
      <h1 className="error-page-message">{message}</h1>
      <a className="error-page-home" href="/">
        返回首页
      </a>
    </section>
  );
}

/** Shown when rendering the error page itself fails. */
function ErrorPageFallback() {
  return (
    <section className="error-page">
      <p>页面加载出错了</p>
      <a href="/">返回首页</a>
    </section>
  );
}

/** Catches a failure while rendering the error page. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

/**
 * What a route ErrorBoundary shows (SPEC §8): the error is logged as 路由错误, and a chunk that failed to
 * load reloads the page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('路由错误', error);
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  return (
    <ErrorPageGuard>
      <ErrorPage {...describeRouteError(error)} />
    </ErrorPageGuard>
  );
}
