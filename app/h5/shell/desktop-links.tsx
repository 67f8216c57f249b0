import { Link, useLocation } from 'react-router';
import { copyText } from '~/features/reactions/copy-text';
import { desktopPath } from './desktop-url';
import { loadDialog } from './imperative';
import { showToast } from './toasts';

const COPY = 'copy';

/** The footer of every /h5 page: the app download page, and this page's desktop address to copy. */
export function DesktopLinks() {
  const { pathname, search } = useLocation();
  const showDesktopUrl = async () => {
    const url = new URL(desktopPath(pathname, search), window.location.origin).href;
    const Dialog = await loadDialog();
    Dialog.show({
      title: '在电脑上查看',
      content: (
        <div className="h5-desktop-url">
          <p>在电脑浏览器中打开以下地址：</p>
          <p className="h5-desktop-url-text">{url}</p>
        </div>
      ),
      closeOnMaskClick: true,
      closeOnAction: true,
      actions: [
        [
          { key: 'close', text: '关闭' },
          { key: COPY, text: '复制链接', bold: true },
        ],
      ],
      onAction: async ({ key }) => {
        if (key !== COPY) return;
        if (await copyText(url)) void showToast('已复制');
        else void showToast('复制失败，请长按链接复制');
      },
    });
  };
  return (
    <footer className="h5-footer">
      <Link to="/download-app">打开 App</Link>
      <button type="button" onClick={showDesktopUrl}>
        在电脑上查看
      </button>
    </footer>
  );
}
