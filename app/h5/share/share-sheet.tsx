/**
 * 分享 on a phone (SPEC §9): a bottom sheet with the link's QR code (QR_SIZE_SHARE), the link and 复制链接;
 * inside WeChat it points at WeChat's own menu, which sends the card use-wx-share.ts set.
 */
import { QR_SIZE_SHARE } from '@common/constants';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { copyText } from '~/features/reactions/copy-text';
import { useShareUrl } from '~/features/reactions/use-share-url';
import { showToast } from '~/h5/shell/toasts';
import { trace } from '~/lib/trace';
import { isWeChat } from './use-wx-share';
import './share-sheet.css';

export function ShareSheet({
  open,
  articleId,
  fallbackUrl,
  onClose,
}: {
  open: boolean;
  articleId?: string;
  fallbackUrl: string;
  onClose: () => void;
}) {
  const url = useShareUrl(open, articleId, fallbackUrl);
  useEffect(() => {
    if (open) trace('share:open');
  }, [open]);

  const copy = async () => {
    if (url && (await copyText(url))) {
      showToast('链接已复制');
      trace('share:copy_link');
    } else {
      showToast('复制失败，请手动复制');
    }
  };

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="h5-share-sheet"
      aria-label="分享"
    >
      <h2 className="h5-share-title">分享</h2>
      {isWeChat(navigator.userAgent) && (
        <p className="h5-share-wechat">点击右上角 ··· 发送给朋友或分享到朋友圈</p>
      )}
      <div className="h5-share-qr" style={{ width: QR_SIZE_SHARE, height: QR_SIZE_SHARE }}>
        {url && <QRCodeSVG value={url} size={QR_SIZE_SHARE} role="img" aria-label="分享二维码" />}
      </div>
      <p className="h5-share-hint">微信扫一扫，分享给好友</p>
      <p className="h5-share-url">{url}</p>
      <Button block color="primary" size="large" disabled={!url} onClick={copy}>
        复制链接
      </Button>
    </Popup>
  );
}
