/**
 * The post body as every reading page renders it, free of any UI kit: the HTML the server sanitised on
 * save (sanitize-html allow-list), so rendered as is, with its stock tags as links. The desktop
 * (article-body.tsx) and the phone (app/h5/article) bring their own image viewer and toast.
 */
import { type ClipboardEvent, type MouseEvent, useMemo } from 'react';
import { COPY_BLOCKED_TEXT, readingHtml } from './article-html';

export function ReadingContent({
  html,
  copyLimit,
  className,
  onImage,
  warn,
}: {
  html: string;
  /** Blocks selecting, copying and cutting. */
  copyLimit: boolean;
  className: string;
  /** A click on a body image (not an emoji); `body` holds the other images. */
  onImage: (image: HTMLImageElement, body: HTMLDivElement) => void;
  /** The kit's warning toast, for a blocked copy. */
  warn: (text: string) => void;
}) {
  // An open viewer re-renders this on every drag step; a long body is scanned for tags only when it changes.
  const content = useMemo(() => readingHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || target.dataset.emoji !== undefined) return;
    // An image inside a link opens the viewer rather than the link.
    event.preventDefault();
    onImage(target, event.currentTarget);
  };
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!copyLimit) return;
    event.preventDefault();
    warn(COPY_BLOCKED_TEXT);
  };

  return (
    <div
      className={copyLimit ? `${className} no-copy` : className}
      onClick={onClick}
      onCopy={onCopy}
      onCut={onCopy}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitizePostHtml) on save; the tag links are fixed markup around its text.
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
