/**
 * The assistant's state and actions, shared by /ai and /h5/ai (each page brings its own UI kit through
 * `AiChatUi`): the session list, the open conversation, asking with the answer streamed in token by
 * token, stopping, and picking up a reply this page did not stream (a reload mid-answer).
 *
 * The open session is kept in the address (`?session=`) so a reload reopens it; it is written with
 * history.replaceState, not a router navigation, which would re-run the site's loaders for nothing.
 */
import {
  AI_LIMITS,
  AI_MSG,
  type AiMessage,
  type AiMessageStatus,
  type AiSession,
  type AiStreamEvent,
} from '@common/ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { ask, conversation, deleteSession, listSessions, replies, stopAnswer } from './ai-api';
import { loadAnswerRenderer } from './use-answer-html';

export interface AiChatUi {
  /** An error toast. */
  toast(message: string): void;
  /** A success toast. */
  success(message: string): void;
  /** The delete confirm dialog ('确定删除?'); true when confirmed. */
  confirmDelete(): Promise<boolean>;
}

export const AI_SESSION_PARAM = 'session';
/** How often a reply this page is not streaming is looked for, and for how long. */
const PICKUP_INTERVAL_MS = 1000;
const PICKUP_TRIES = 180;

/** A question with no reply yet, or a reply still being written: the conversation is not finished. */
export function pendingQuestion(list: readonly AiMessage[]): AiMessage | null {
  const last = list.at(-1);
  if (!last) return null;
  if (last.role === 'user') return last;
  if (last.status !== 'streaming') return null;
  return list.findLast((m) => m.role === 'user') ?? null;
}

/** The list with `reply` in the place of its own earlier copy, or added at the end. */
export function mergeReply(list: readonly AiMessage[], reply: AiMessage): AiMessage[] {
  const at = list.findIndex((m) => m.chat_id === reply.chat_id);
  if (at === -1) return [...list, reply];
  return list.map((m, i) => (i === at ? reply : m));
}

function writeSessionParam(sessionId: string | null) {
  const url = new URL(window.location.href);
  if (sessionId) url.searchParams.set(AI_SESSION_PARAM, sessionId);
  else url.searchParams.delete(AI_SESSION_PARAM);
  // The router's own entry state is kept: this is the same page, only its address changes.
  window.history.replaceState(window.history.state, '', url);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Stream {
  controller: AbortController;
  /** The answer's chat_id once the stream's meta event named it. */
  chatId: string | null;
}

let localIds = 0;
const localId = (kind: string) => `local-${kind}-${++localIds}`;

export function useAiChat(ui: AiChatUi) {
  const uiRef = useRef(ui);
  uiRef.current = ui;

  const [sessions, setSessions] = useState<AiSession[] | null>(null);
  const [sessionPage, setSessionPage] = useState(1);
  const [moreSessions, setMoreSessions] = useState(false);
  const [currentId, setCurrentIdState] = useState<string | null>(null);
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [loading, setLoading] = useState(false);
  /** This page is receiving an answer's stream. */
  const [streaming, setStreaming] = useState(false);
  /** A reply is being written that this page does not stream (it is looked for until it is done). */
  const [waiting, setWaiting] = useState(false);
  const [question, setQuestion] = useState('');

  const currentRef = useRef<string | null>(null);
  const streamRef = useRef<Stream | null>(null);
  /** Streams of sessions the reader has left: they run to their end (the server keeps the answer). */
  const detached = useRef(new Set<AbortController>());
  /** Bumped whenever the open conversation changes: late answers of an earlier one are dropped. */
  const view = useRef(0);

  const setCurrentId = useCallback((sessionId: string | null) => {
    currentRef.current = sessionId;
    setCurrentIdState(sessionId);
    writeSessionParam(sessionId);
  }, []);

  const refreshSessions = useCallback(async () => {
    try {
      const page = await listSessions(1);
      setSessions(page.result);
      setSessionPage(1);
      setMoreSessions(page.hasNext);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSessions((current) => current ?? []);
    }
  }, []);

  const loadMoreSessions = useCallback(async () => {
    const page = await listSessions(sessionPage + 1).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!page) return;
    setSessions((current) => {
      const known = new Set(current?.map((s) => s.session_id));
      return [...(current ?? []), ...page.result.filter((s) => !known.has(s.session_id))];
    });
    setSessionPage(sessionPage + 1);
    setMoreSessions(page.hasNext);
  }, [sessionPage]);

  /** Leaves the stream of the open session running in the background, no longer shown here. */
  const detachStream = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
    streamRef.current = null;
    detached.current.add(stream.controller);
    setStreaming(false);
  }, []);

  /** Polls for the reply to `questionId` until it is finished, while the conversation stays open. */
  const pickUp = useCallback(async (sessionId: string, questionId: string, at: number) => {
    setWaiting(true);
    try {
      for (let tries = 0; tries < PICKUP_TRIES; tries++) {
        await sleep(PICKUP_INTERVAL_MS);
        if (view.current !== at) return;
        const list = await replies(sessionId, questionId).catch(() => null);
        if (view.current !== at) return;
        const reply = list?.find((m) => m.role === 'assistant');
        if (!reply) continue;
        setMessages((current) => mergeReply(current, reply));
        if (reply.status !== 'streaming') return;
      }
    } finally {
      if (view.current === at) setWaiting(false);
    }
  }, []);

  const openSession = useCallback(
    async (sessionId: string) => {
      detachStream();
      const at = ++view.current;
      setCurrentId(sessionId);
      setMessages([]);
      setWaiting(false);
      setLoading(true);
      let list: AiMessage[];
      try {
        list = (await conversation(sessionId)).list;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Gone (deleted elsewhere, another reader's): an empty new conversation instead.
        if (view.current === at) {
          setCurrentId(null);
          setLoading(false);
        }
        return;
      }
      if (view.current !== at) return;
      setMessages(list);
      setLoading(false);
      const pending = pendingQuestion(list);
      if (pending) void pickUp(sessionId, pending.chat_id, at);
    },
    [detachStream, pickUp, setCurrentId],
  );

  const newSession = useCallback(() => {
    detachStream();
    view.current++;
    setCurrentId(null);
    setMessages([]);
    setLoading(false);
    setWaiting(false);
  }, [detachStream, setCurrentId]);

  const submit = useCallback(
    async (text: string) => {
      const q = text.trim();
      if (!q) return uiRef.current.toast(AI_MSG.questionRequired);
      if (q.length > AI_LIMITS.question) return uiRef.current.toast(AI_MSG.questionTooLong);
      if (streamRef.current) return;

      const stream: Stream = { controller: new AbortController(), chatId: null };
      streamRef.current = stream;
      setStreaming(true);
      const questionLocal = localId('q');
      let answerId = localId('a');
      const at = view.current;
      let questionId: string | null = null;
      setMessages((current) => [
        ...current,
        { chat_id: questionLocal, role: 'user', content: q, status: 'done', sources: [], create_time: '' },
        {
          chat_id: answerId,
          role: 'assistant',
          content: '',
          status: 'streaming',
          sources: [],
          create_time: '',
        },
      ]);
      setQuestion('');

      const shown = () => streamRef.current === stream;
      const patchAnswer = (change: (m: AiMessage) => AiMessage) => {
        if (!shown()) return;
        // The updater reads answerId when it runs: after the meta event's own update has renamed it.
        setMessages((current) => current.map((m) => (m.chat_id === answerId ? change(m) : m)));
      };
      const setStatus = (status: AiMessageStatus) => patchAnswer((m) => ({ ...m, status }));
      let done = false;

      const onEvent = (event: AiStreamEvent) => {
        switch (event.event) {
          case 'meta': {
            const { session_id, chat_id, question_id, sources } = event.data;
            stream.chatId = chat_id;
            questionId = question_id;
            if (!shown()) return;
            const from = answerId;
            answerId = chat_id;
            setMessages((current) =>
              current.map((m) =>
                m.chat_id === questionLocal
                  ? { ...m, chat_id: question_id }
                  : m.chat_id === from
                    ? { ...m, chat_id, sources }
                    : m,
              ),
            );
            // A new conversation has just become a session: it heads the list.
            if (currentRef.current !== session_id && view.current === at) setCurrentId(session_id);
            void refreshSessions();
            return;
          }
          case 'token':
            patchAnswer((m) => ({ ...m, content: m.content + event.data.t }));
            return;
          case 'error':
            if (shown()) uiRef.current.toast(event.data.msg);
            setStatus('failed');
            return;
          case 'done':
            done = true;
            setStatus(event.data.status);
            return;
        }
      };

      try {
        await ask(
          { session_id: currentRef.current ?? undefined, question: q },
          stream.controller.signal,
          onEvent,
        );
        // The stream ended without its last event (a dropped connection): the server may still be writing.
        if (!done && shown() && questionId && currentRef.current) {
          void pickUp(currentRef.current, questionId, view.current);
        }
      } catch (error) {
        if (stream.controller.signal.aborted) {
          setStatus('stopped');
          // Stopped before the server named the session: it may exist now, with the question in it.
          if (!stream.chatId) void refreshSessions();
        } else if (!(error instanceof ApiError)) {
          throw error;
        } else if (!stream.chatId && shown()) {
          // Refused before anything started (too long, too often): the question goes back to the box.
          setMessages((current) =>
            current.filter((m) => m.chat_id !== questionLocal && m.chat_id !== answerId),
          );
          setQuestion((current) => current || q);
          uiRef.current.toast(error.message);
        } else {
          setStatus('failed');
          if (shown()) uiRef.current.toast(error.message);
        }
      } finally {
        detached.current.delete(stream.controller);
        if (shown()) {
          streamRef.current = null;
          setStreaming(false);
        }
      }
    },
    [pickUp, refreshSessions, setCurrentId],
  );

  const stop = useCallback(async () => {
    const stream = streamRef.current;
    if (!stream) return;
    // The server keeps what was written so far, marked stopped; closing the stream also stops it there.
    if (stream.chatId) await stopAnswer(stream.chatId).catch(() => null);
    stream.controller.abort();
  }, []);

  const removeSession = useCallback(
    async (sessionId: string) => {
      if (!(await uiRef.current.confirmDelete())) return;
      try {
        await deleteSession(sessionId);
      } catch (error) {
        if (error instanceof ApiError) return;
        throw error;
      }
      setSessions((current) => current?.filter((s) => s.session_id !== sessionId) ?? null);
      uiRef.current.success(AI_MSG.deleted);
      if (currentRef.current === sessionId) {
        // Its answer, if one is streaming, has nowhere to go.
        streamRef.current?.controller.abort();
        newSession();
      }
    },
    [newSession],
  );

  // First visit of the page: the reader's sessions, and the one the address names.
  useEffect(() => {
    // Fetched now, so it is here before the first answer is (an answer shown retries a failure).
    loadAnswerRenderer().catch(() => null);
    void refreshSessions();
    const fromUrl = new URLSearchParams(window.location.search).get(AI_SESSION_PARAM);
    if (fromUrl) void openSession(fromUrl);
    const background = detached.current;
    return () => {
      // Leaving the page ends every stream it started; the server keeps the answers as they stand.
      streamRef.current?.controller.abort();
      for (const controller of background) controller.abort();
      view.current++;
    };
  }, [openSession, refreshSessions]);

  return {
    sessions,
    moreSessions,
    loadMoreSessions,
    currentId,
    messages,
    loading,
    streaming,
    waiting,
    question,
    setQuestion,
    ask: submit,
    stop,
    newSession,
    openSession,
    removeSession,
  };
}

export type AiChat = ReturnType<typeof useAiChat>;
