import { Component, type ReactNode } from 'react';

/** The error page of SPEC §8. Kit-free, so it renders even when a UI kit's bundle is what failed. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <main className="error-page">
      <p className="error-page-status">{status}</p>
      <h1 className="error-page-message">{message}</h1>
      <a className="error-page-home" href="/">
        返回首页
      </a>
    </main>
  );
}

/** Shown when rendering the error page itself fails. */
function ErrorPageFallback() {
  return (
    <main className="error-page">
      <p>页面加载出错了</p>
      <a href="/">返回首页</a>
    </main>
  );
}

/** Catches a failure while rendering the error page. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}
