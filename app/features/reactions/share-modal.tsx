import { QR_SIZE_SHARE } from '@common/constants';
import { Button, Input, Modal, QRCode, Space } from 'antd';
import { useFeedback } from '~/components/feedback';
import { trace } from '~/lib/trace';
import { copyText } from './copy-text';
import { useShareUrl } from './use-share-url';

/**
 * 分享: a QR code of an absolute URL (QR_SIZE_SHARE) and a copy-link button. A post's link comes from the
 * share-link call; anything else (a user home) shares the page's own URL.
 */
export function ShareModal({
  open,
  articleId,
  fallbackUrl,
  onClose,
}: {
  open: boolean;
  articleId?: string;
  /** The page's own absolute URL: shared when there is no post, or when the share link call fails. */
  fallbackUrl: string;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const url = useShareUrl(open, articleId, fallbackUrl);

  const copy = async () => {
    if (url && (await copyText(url))) {
      message.success('链接已复制');
      trace('share:copy_link');
    } else {
      message.error('复制失败，请手动复制');
    }
  };

  return (
    <Modal
      title="分享"
      open={open}
      footer={null}
      onCancel={onClose}
      width={360}
      centered
      afterOpenChange={(visible) => visible && trace('share:open')}
    >
      <div className="share-panel">
        <QRCode value={url || fallbackUrl} size={QR_SIZE_SHARE} status={url ? 'active' : 'loading'} />
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
