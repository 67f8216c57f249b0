/**
 * A share panel's state, free of any UI kit: the desktop's modal and the phone's sheet show it with their
 * own kit and toasts. The URL is a post's link from the share-link call, else (no post, or the call failed)
 * the page's own absolute URL; empty until known.
 */
import { useEffect, useState } from 'react';
import { trace } from '~/lib/trace';
import { copyText } from './copy-text';
import { shareLink } from './reactions-api';

/** The kit's toasts the copy button answers with. */
export interface ShareToasts {
  success(text: string): unknown;
  error(text: string): unknown;
}

/** A share panel's props, the modal's and the sheet's alike. */
export interface SharePanelProps {
  open: boolean;
  /** The post whose share link to show; none: the page itself. */
  articleId?: string;
  /** The page's own absolute URL: shared when there is no post, or when the share-link call fails. */
  fallbackUrl: string;
  onClose: () => void;
}

export function useSharePanel({ open, articleId, fallbackUrl }: SharePanelProps, toasts: ShareToasts) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (open) trace('share:open');
  }, [open]);
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
      toasts.success('链接已复制');
      trace('share:copy_link');
    } else {
      toasts.error('复制失败，请手动复制');
    }
  };
  return { url, copy };
}
