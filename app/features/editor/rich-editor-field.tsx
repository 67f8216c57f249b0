/**
 * The long-post editor, client-only: the server (and the first client render, so hydration matches)
 * shows a plain read-only textarea with the text; the Tiptap editor replaces it once loaded.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { htmlPlainText } from './post-form';
import type { RichEditorProps } from './rich-editor';

const RichEditor = lazy(() => import('./rich-editor'));

export function RichEditorField(props: RichEditorProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const fallback = (
    <textarea
      className="rich-editor-fallback"
      aria-label="正文"
      rows={14}
      readOnly
      value={htmlPlainText(props.value)}
      placeholder="编辑器加载中…"
    />
  );
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RichEditor {...props} />
    </Suspense>
  );
}
