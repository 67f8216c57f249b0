import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AI_LIMITS,
  AI_MSG,
  type AiConversation,
  type AiMessage,
  type AiMessageStatus,
  type AiSession,
  type AiSessionListBody,
  type AiSource,
  type AiStreamEvent,
} from '../../../common/ai';
import { formatServerTime } from '../../../common/format';
import type { Db } from '../../db/client';
import { conflict, notFound, uniqueViolation } from '../../lib/errors';
import type { Limiter, LimitRule } from '../../lib/limiter';
import { type LlmMessage, type LlmProvider, LlmTimeoutError, type Passage } from '../../providers/llm';
import { type Page, toPage } from '../post/post.service';
import * as repo from './ai.repo';
import type { Retrieval } from './retrieval';

export type { AiOwner } from './ai.repo';

/** Asks per visitor, per member and per address (a shared NAT holds several readers) in ten minutes. */
export const AI_RATE_LIMITS = {
  visitor: { name: 'ai-visitor', points: 20, durationSec: 600, message: '提问太频繁，请{s}秒后再试' },
  member: { name: 'ai-member', points: 60, durationSec: 600, message: '提问太频繁，请{s}秒后再试' },
  ip: { name: 'ai-ip', points: 120, durationSec: 600, message: '提问太频繁，请{s}秒后再试' },
} as const satisfies Record<string, LimitRule>;

export interface AiLimiters {
  visitor: Limiter;
  member: Limiter;
  ip: Limiter;
}

/** A streaming answer's text is saved this often (and its stop by another instance noticed). */
const SAVE_MS = 1_000;
/** An answer streaming with no save for this long has lost its writer (a crash): it is failed. */
const ABANDONED_MS = 60_000;
/** Earlier messages the model sees, and each one's characters at most. */
const HISTORY_MESSAGES = 6;
const HISTORY_CHARS = 1_000;

/** Random public ids: unguessable, so knowing one is owning it (visitor ids) or is checked (sessions). */
export const newPublicId = () => randomBytes(16).toString('base64url');
export const isVisitorId = (v: string | undefined): v is string => !!v && /^[A-Za-z0-9_-]{22}$/.test(v);

/** An answer ready to stream: the question and the answer's row are written, the passages found. */
export interface PreparedAnswer {
  sessionId: string;
  questionId: number;
  answerId: number;
  sources: AiSource[];
  request: { system: string; messages: LlmMessage[]; passages: Passage[] };
}

/** The instructions: grounded, cited, honest about gaps, never advice (issue 17 §2). */
export function systemPrompt(passages: Passage[]): string {
  const material = passages.length
    ? passages.map((p, i) => `[${i + 1}] ${p.title}（${p.link}）\n${p.text}`).join('\n\n')
    : '（站内暂无相关资料）';
  return [
    '你是「研社」投资研究社区的 AI 投研助手。请用简体中文回答用户的问题，并遵守：',
    '1. 只依据下面编号的站内资料作答，引用时在句末用 [1]、[2] 这样的编号标注出处；',
    '2. 资料中没有的信息，直接说明站内暂无相关内容，不要编造；',
    '3. 只陈述资料中的事实与观点，不提供任何投资建议，不预测股价，不推荐买卖；',
    '4. 使用 Markdown，简明扼要。',
    '',
    '站内资料：',
    material,
  ].join('\n');
}

const sourceOf = (p: Passage): AiSource => ({ title: p.title, link: p.link, type: p.type });

const messageOf = (r: repo.AiMessageRow): AiMessage => ({
  chat_id: String(r.id),
  role: r.role,
  content: r.content,
  status: r.status,
  sources: r.sources,
  create_time: formatServerTime(r.createdAt),
});

const sessionOf = (r: repo.AiSessionRow): AiSession => ({
  session_id: r.sessionId,
  title: r.title,
  create_time: formatServerTime(r.createdAt),
  update_time: formatServerTime(r.updatedAt),
});

/**
 * The AI research assistant (issue 17 §2; docs/api/ai.md): sessions owned by a member or a visitor,
 * answers grounded in the site's passages, streamed from the language model and kept as they stream.
 */
export class AiService {
  /** Answers streaming in this process, by message id: chat/stop aborts them at once. */
  private readonly running = new Map<number, AbortController>();

  constructor(
    private readonly db: Db,
    private readonly retrieval: Retrieval,
    private readonly provider: LlmProvider,
    private readonly limits: AiLimiters,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(owner: repo.AiOwner | null, q: AiSessionListBody): Promise<Page<AiSession>> {
    if (!owner) return toPage([], q.start, q.limit, 0);
    const { rows, total } = await repo.listSessions(this.db, owner, (q.start - 1) * q.limit, q.limit);
    return toPage(rows.map(sessionOf), q.start, q.limit, total);
  }

  async remove(owner: repo.AiOwner | null, sessionId: string): Promise<void> {
    if (!owner || !(await repo.deleteSession(this.db, sessionId, owner))) {
      throw notFound(AI_MSG.sessionNotFound);
    }
  }

  async conversation(owner: repo.AiOwner | null, sessionId: string): Promise<AiConversation> {
    const session = await this.session(owner, sessionId);
    const rows = await repo.listMessages(this.db, session.id);
    return { session_id: session.sessionId, title: session.title, list: rows.map(messageOf) };
  }

  async replies(owner: repo.AiOwner | null, sessionId: string, afterId?: string): Promise<AiMessage[]> {
    const session = await this.session(owner, sessionId);
    const rows = await repo.listReplies(
      this.db,
      session.id,
      afterId === undefined ? undefined : Number(afterId),
    );
    return rows.map(messageOf);
  }

  /** A visitor's sessions become the member's (at log-in); how many moved. */
  claimVisitorSessions(visitorId: string, userId: number): Promise<number> {
    return repo.claimVisitorSessions(this.db, visitorId, userId);
  }

  /** Stops the owner's streaming answer; its text so far is kept with status 'stopped'. */
  async stop(owner: repo.AiOwner | null, chatId: string): Promise<void> {
    const id = Number(chatId);
    const message = owner ? await repo.findOwnedMessage(this.db, id, owner) : undefined;
    if (message?.role !== 'assistant') throw notFound(AI_MSG.chatNotFound);
    // Marked first: the writer (here or on another instance) sees it on its next save and ends.
    await repo.markStopped(this.db, id);
    this.running.get(id)?.abort();
  }

  /**
   * Everything an ask may fail at before its stream opens (limits, the session, a concurrent answer),
   * answered as the usual envelope; then the question and the answer (streaming) are written.
   */
  async prepare(
    owner: repo.AiOwner,
    ip: string,
    body: { session_id?: string; question: string },
  ): Promise<PreparedAnswer> {
    // The asker's own limit first: one who is over it does not use up the address's for its neighbours.
    if (owner.userId !== undefined) await this.limits.member.consume(String(owner.userId));
    else await this.limits.visitor.consume(owner.visitorId);
    await this.limits.ip.consume(ip);
    const existing = body.session_id ? await this.session(owner, body.session_id) : undefined;
    const passages = await this.retrieval.passages(body.question);
    const sources = passages.map(sourceOf);
    try {
      return await this.db.transaction(async (tx) => {
        const session =
          existing ??
          (await repo.insertSession(tx, {
            sessionId: newPublicId(),
            owner,
            title: body.question.replace(/\s+/g, ' ').slice(0, AI_LIMITS.title),
          }));
        if (existing) {
          await repo.failAbandoned(tx, session.id, new Date(Date.now() - ABANDONED_MS));
          await repo.touchSession(tx, session.id);
        }
        const question = await repo.insertMessage(tx, {
          sessionId: session.id,
          role: 'user',
          content: body.question,
          status: 'done',
        });
        // The partial unique index admits one streaming answer per session: a second ask meanwhile fails.
        const answer = await repo.insertMessage(tx, {
          sessionId: session.id,
          role: 'assistant',
          content: '',
          status: 'streaming',
          sources,
        });
        const earlier = await repo.history(tx, session.id, question.id, HISTORY_MESSAGES);
        const messages: LlmMessage[] = [
          ...earlier.map((m) => ({ role: m.role, content: m.content.slice(0, HISTORY_CHARS) })),
          { role: 'user', content: body.question },
        ];
        return {
          sessionId: session.sessionId,
          questionId: question.id,
          answerId: answer.id,
          sources,
          request: { system: systemPrompt(passages), messages, passages },
        };
      });
    } catch (err) {
      if (uniqueViolation(err) === 'ai_messages_one_streaming') throw conflict(AI_MSG.busy);
      throw err;
    }
  }

  /**
   * Streams a prepared answer to `emit` (meta, tokens, then done; error before done on failure) and
   * keeps it: saved every SAVE_MS while it streams and finished with its status. `signal` is the
   * reader's connection: closing it stops the answer like chat/stop. Resolves with the final status.
   */
  async run(
    a: PreparedAnswer,
    signal: AbortSignal,
    emit: (e: AiStreamEvent) => void,
  ): Promise<AiMessageStatus> {
    const controller = new AbortController();
    this.running.set(a.answerId, controller);
    const onClose = () => controller.abort();
    signal.addEventListener('abort', onClose, { once: true });
    if (signal.aborted) controller.abort();
    let text = '';
    let capped = false;
    let saving: Promise<unknown> = Promise.resolve();
    const saver = setInterval(() => {
      saving = saving
        .then(() => repo.saveStreaming(this.db, a.answerId, text))
        .then((streaming) => {
          if (!streaming) controller.abort();
        })
        .catch((err) => this.log.warn({ err }, 'saving a streaming answer failed'));
    }, SAVE_MS);
    let status: Exclude<AiMessageStatus, 'streaming'> = 'done';
    let failure: string | null = null;
    emit({
      event: 'meta',
      data: {
        session_id: a.sessionId,
        chat_id: String(a.answerId),
        question_id: String(a.questionId),
        sources: a.sources,
      },
    });
    try {
      for await (const piece of this.provider.stream({ ...a.request, signal: controller.signal })) {
        if (controller.signal.aborted) break;
        const room = AI_LIMITS.answer - text.length;
        const t = piece.slice(0, room);
        if (t) {
          text += t;
          emit({ event: 'token', data: { t } });
        }
        if (piece.length >= room) {
          // The cap ends the answer as done: the model is told to stop, not the reader.
          capped = true;
          controller.abort();
          break;
        }
      }
      if (controller.signal.aborted && !capped) status = 'stopped';
    } catch (err) {
      if (controller.signal.aborted && !capped) status = 'stopped';
      else {
        status = 'failed';
        failure = err instanceof LlmTimeoutError ? AI_MSG.timeout : AI_MSG.failed;
        // The provider's error names its status and body, never the key.
        this.log.warn({ err, provider: this.provider.name }, 'AI answer failed');
      }
    } finally {
      clearInterval(saver);
      signal.removeEventListener('abort', onClose);
      this.running.delete(a.answerId);
    }
    await saving;
    const final = await repo.finishAnswer(this.db, a.answerId, text, status);
    if (failure) emit({ event: 'error', data: { msg: failure } });
    emit({ event: 'done', data: { chat_id: String(a.answerId), status: final } });
    return final;
  }

  private async session(owner: repo.AiOwner | null, sessionId: string) {
    const session = owner ? await repo.findSession(this.db, sessionId, owner) : undefined;
    if (!session) throw notFound(AI_MSG.sessionNotFound);
    return session;
  }
}
