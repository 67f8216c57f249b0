/**
 * 分享 on a phone (SPEC §9): a bottom sheet with the link's QR code (QR_SIZE_SHARE), the link and 复制链接;
 * inside WeChat it points at WeChat's own menu, which sends the card use-wx-share.ts set.
 */
import { QR_SIZE_SHARE } from '@common/constants';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { type SharePanelProps, type ShareToasts, useSharePanel } from '~/features/reactions/use-share-panel';
import { showToast } from '~/h5/shell/toasts';
import { isWeChat } from './use-wx-share';
import './share-sheet.css';

/** Both outcomes as antd-mobile's plain toast. */
const SHEET_TOASTS: ShareToasts = { success: showToast, error: showToast };

export function ShareSheet(props: SharePanelProps) {
  const { open, onClose } = props;
  const { url, copy } = useSharePanel(props, SHEET_TOASTS);
  const titleId = useId();

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="h5-share-sheet"
    >
      <section className="h5-share-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="h5-share-title" id={titleId}>
          分享
        </h2>
        {/* Read once opened: never while the server renders a page holding the closed sheet. */}
        {open && isWeChat(navigator.userAgent) && (
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
      </section>
    </Popup>
  );
}
