import { QR_SIZE_SHARE } from '@common/constants';
import { Button, Input, Modal, QRCode, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { trace } from '~/lib/trace';
import { shareLink } from './reactions-api';

/** Copies text; falls back to a selected textarea where the Clipboard API is unavailable (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

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
  const [url, setUrl] = useState('');

  useEffect(() => {
    if (!open || url) return;
    if (!articleId) {
      setUrl(fallbackUrl);
      return;
    }
    let live = true;
    shareLink(articleId)
      .then((link) => live && setUrl(link.url || fallbackUrl))
      .catch(() => live && setUrl(fallbackUrl));
    return () => {
      live = false;
    };
  }, [open, url, articleId, fallbackUrl]);

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
