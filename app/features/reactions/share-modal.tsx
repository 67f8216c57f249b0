import { QR_SIZE_SHARE } from '@common/constants';
import { Button, Input, Modal, Space } from 'antd';
import { useFeedback } from '~/components/feedback';
import { ScannableQRCode } from '~/components/qr-code';
import { type SharePanelProps, useSharePanel } from './use-share-panel';

/**
 * 分享: a QR code of an absolute URL (QR_SIZE_SHARE) and a copy-link button. A post's link comes from the
 * share-link call; anything else (a user home) shares the page's own URL.
 */
export function ShareModal(props: SharePanelProps) {
  const { message } = useFeedback();
  const { open, fallbackUrl, onClose } = props;
  const { url, copy } = useSharePanel(props, message);

  return (
    <Modal title="分享" open={open} footer={null} onCancel={onClose} width={360} centered>
      <div className="share-panel">
        <ScannableQRCode
          label="分享二维码"
          value={url || fallbackUrl}
          size={QR_SIZE_SHARE}
          status={url ? 'active' : 'loading'}
        />
        <p className="share-hint">微信扫一扫，分享给好友</p>
        <Space.Compact className="share-link">
          <Input aria-label="分享链接" value={url} readOnly />
          <Button type="primary" onClick={copy} disabled={!url}>
            复制链接
          </Button>
        </Space.Compact>
      </div>
    </Modal>
  );
}
