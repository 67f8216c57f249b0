/**
 * The Markdown renderer (markdown-it, ~45 KB gzip), loaded after the page rather than with it: the page
 * renders no answer on the server (the conversation loads in the browser), so the first paint never
 * needs it, and it is asked for as the page mounts, long before an answer arrives.
 */
import { useEffect, useState } from 'react';

type Render = (markdown: string) => string;

let loaded: Render | null = null;
let loading: Promise<Render> | null = null;

export function loadAnswerRenderer(): Promise<Render> {
  loading ??= import('./ai-markdown').then(
    (module) => {
      loaded = module.answerHtml;
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk load (a new deploy, the network) may be tried again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The renderer once it is here; null before (the answer shows as plain text meanwhile). */
export function useAnswerRenderer(): Render | null {
  const [render, setRender] = useState<Render | null>(() => loaded);
  useEffect(() => {
    if (render) return;
    let live = true;
    loadAnswerRenderer().then(
      (ready) => {
        if (live) setRender(() => ready);
      },
      // The plain text stays; the page tries again when it next mounts.
      () => null,
    );
    return () => {
      live = false;
    };
  }, [render]);
  return render;
}
