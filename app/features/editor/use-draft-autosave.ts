/**
 * Drafts save themselves: about 3 s after the last change, when the tab is hidden, and when the editor
 * is left (unmount). Saves run one at a time, so the first one creates the draft and later ones update
 * it (`article_id`); publishing then passes that id as `draft_id`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { saveDraft } from './editor-api';
import type { PostRequest } from './post-form';

export const AUTOSAVE_DELAY_MS = 3000;

export interface DraftAutosave {
  draftId: string | undefined;
  savedAt: Date | null;
  failed: boolean;
  /** The draft's id now (after a flush or stop, before React re-renders). */
  currentDraftId(): string | undefined;
  /** Saves now if anything changed since the last save; resolves false when the save failed. */
  flush(): Promise<boolean>;
  /** Stops saving (before publishing) and waits for a save in flight. */
  stop(): Promise<void>;
  /** Saves again after a failed publish. */
  resume(): void;
}

export function useDraftAutosave(opts: {
  enabled: boolean;
  request: PostRequest;
  /** Nothing worth a draft yet. */
  blank: boolean;
  initialDraftId?: string;
}): DraftAutosave {
  const [draftId, setDraftId] = useState(opts.initialDraftId);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failed, setFailed] = useState(false);

  const key = JSON.stringify(opts.request);
  const latest = useRef({ request: opts.request, key, blank: opts.blank, enabled: opts.enabled });
  latest.current = { request: opts.request, key, blank: opts.blank, enabled: opts.enabled };
  const draftIdRef = useRef(opts.initialDraftId);
  /** The request last stored; what the page loaded with counts as stored. */
  const savedKey = useRef(key);
  const stopped = useRef(false);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const { request, key: current, blank, enabled } = latest.current;
    if (!enabled || stopped.current || blank || current === savedKey.current) return true;
    try {
      const { article_id } = await saveDraft({ ...request, article_id: draftIdRef.current }, true);
      draftIdRef.current = article_id;
      savedKey.current = current;
      setDraftId(article_id);
      setSavedAt(new Date());
      setFailed(false);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailed(true);
      return false;
    }
  }, []);

  const flush = useCallback(() => {
    queue.current = queue.current.then(saveOnce, saveOnce);
    // A programming error must not break every later save.
    queue.current.catch(() => {});
    return queue.current;
  }, [saveOnce]);

  useEffect(() => {
    if (!opts.enabled || opts.blank || key === savedKey.current) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, opts.enabled, opts.blank, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the editor (after the unsent-content confirmation) keeps the work as a draft.
      void flush();
    };
  }, [flush]);

  return {
    draftId,
    savedAt,
    failed,
    currentDraftId: () => draftIdRef.current,
    flush,
    async stop() {
      stopped.current = true;
      await queue.current.catch(() => {});
    },
    resume() {
      stopped.current = false;
    },
  };
}
