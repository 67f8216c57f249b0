/**
 * An /h5 page whose feature is built by a later issue (elsewhere-pages.ts): the page's name, the honest
 * word that the phone does not have it yet, and the way to the desktop page that does.
 */
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { Link } from 'react-router';
import { copyText } from '~/features/reactions/copy-text';
import type { H5ElsewherePage } from '~/h5/elsewhere-pages';
import { showToast } from '~/h5/shell/toasts';
import { resolveRedirect } from '~/lib/redirects';
import './elsewhere-page.css';

export function H5ElsewhereView({ page, desktopPath }: { page: H5ElsewherePage; desktopPath: string }) {
  // A phone following some desktop links is sent straight back here (SPEC §2): then only the address helps.
  const phoneCanOpen = resolveRedirect(desktopPath, '', true) === null;
  const copy = async () => {
    const copied = await copyText(new URL(desktopPath, window.location.origin).href);
    void showToast(copied ? '链接已复制' : '复制失败，请手动复制');
  };
  return (
    <section className="h5-elsewhere">
      <Result
        status="waiting"
        title={<h1 className="h5-elsewhere-title">{page.title}</h1>}
        description="手机版暂未开放此页面，请在电脑版查看"
      />
      <div className="h5-elsewhere-actions">
        {phoneCanOpen ? (
          <Link to={desktopPath} reloadDocument className="h5-elsewhere-link">
            打开电脑版页面
          </Link>
        ) : (
          <Button color="primary" fill="outline" onClick={() => void copy()}>
            复制电脑版链接
          </Button>
        )}
      </div>
    </section>
  );
}
