/**
 * The URL a share panel shows once it opens: a post's link from the share-link call, else (no post, or the
 * call failed) the page's own absolute URL. Empty until known.
 */
import { useEffect, useState } from 'react';
import { shareLink } from './reactions-api';

export function useShareUrl(open: boolean, articleId: string | undefined, fallbackUrl: string): string {
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
  return url;
}
