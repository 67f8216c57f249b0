/**
 * The AI research assistant's API bodies, answers and vocabulary (issue 17 §2; docs/api/ai.md).
 * The pages (/ai, /h5/ai) and the server (server/modules/ai) share this file.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { pageSchema } from './post';

export const AI_LIMITS = {
  /** A question's characters, at most. */
  question: 500,
  /** An answer's characters, at most: the stream is cut there (status stays 'done'). */
  answer: 4000,
  /** Sessions per page of `session/list`. */
  sessions: 30,
  /** A session's title: the question's first characters. */
  title: 30,
  /** Passages retrieved for one question. */
  passages: 6,
} as const;

/** The notice shown under every answer (the page renders it; the server never stores it in the answer). */
export const AI_RISK_NOTICE =
  '以上内容由 AI 根据社区公开内容生成，仅供参考，不构成任何投资建议。投资有风险，入市需谨慎。';

/** The local adapter's opening line when no language model is configured. */
export const AI_NO_MODEL_NOTICE = '未配置大语言模型，以下为站内相关内容摘录：';

export const AI_MSG = {
  sessionNotFound: '会话不存在',
  chatNotFound: '消息不存在',
  sessionIdRequired: '请指定会话',
  chatIdRequired: '请指定消息',
  questionRequired: '请输入问题',
  questionTooLong: `问题最多${AI_LIMITS.question}字`,
  /** Another answer of the same session is still streaming. */
  busy: '上一个回答还在生成中，请稍后再问',
  rateLimited: '提问太频繁，请稍后再试',
  failed: 'AI 回答失败，请稍后再试',
  timeout: 'AI 回答超时，请稍后再试',
  deleted: '删除成功',
  stopped: '已停止',
  /** The local adapter's answer when the site holds nothing about the question. */
  nothingFound: '站内暂未找到与该问题相关的公开内容。',
} as const;

/** The visitor cookie: HttpOnly, random id, 1 year, SameSite=Lax, set on the first ask. */
export const AI_VISITOR_COOKIE = 'AI_VISITOR';

export const AI_SOURCE_TYPES = ['post', 'action', 'announcement', 'interaction'] as const;
export type AiSourceType = (typeof AI_SOURCE_TYPES)[number];
export const AI_SOURCE_TYPE_LABELS: Record<AiSourceType, string> = {
  post: '帖子',
  action: '异动解析',
  announcement: '公告',
  interaction: '互动问答',
};

export const AI_MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'failed'] as const;
export type AiMessageStatus = (typeof AI_MESSAGE_STATUSES)[number];

const sessionId = z
  .string({ error: AI_MSG.sessionIdRequired })
  .trim()
  .min(1, AI_MSG.sessionIdRequired)
  .max(64, AI_MSG.sessionNotFound);
const chatId = z
  .string({ error: AI_MSG.chatIdRequired })
  .trim()
  .min(1, AI_MSG.chatIdRequired)
  .regex(/^\d{1,18}$/, AI_MSG.chatNotFound);

export const aiSessionListBody = z.object({ start: pageNo(100), limit: pageSize(AI_LIMITS.sessions) });
export type AiSessionListBody = z.infer<typeof aiSessionListBody>;
export const aiSessionDeleteBody = z.object({ session_id: sessionId });
export const aiChatListBody = z.object({ session_id: sessionId });
export const aiReplyListBody = z.object({
  session_id: sessionId,
  /** Only replies after this message (a chat_id); absent: every reply. */
  after_id: z
    .union([chatId, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || undefined),
});
export const aiAskBody = z.object({
  /** Absent or '': a new session, titled from the question. */
  session_id: z
    .union([sessionId, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || undefined),
  question: z
    .string({ error: AI_MSG.questionRequired })
    .trim()
    .min(1, AI_MSG.questionRequired)
    .max(AI_LIMITS.question, AI_MSG.questionTooLong),
});
export type AiAskBody = z.infer<typeof aiAskBody>;
export const aiStopBody = z.object({ chat_id: chatId });

export const aiSourceSchema = z.object({
  title: z.string(),
  /** A site path (`/a/{id}`, `/announcement/{id}`, …), never an external address. */
  link: z.string(),
  type: z.enum(AI_SOURCE_TYPES),
});
export type AiSource = z.infer<typeof aiSourceSchema>;

export const aiMessageSchema = z.object({
  chat_id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Markdown (the page renders it sanitised). */
  content: z.string(),
  status: z.enum(AI_MESSAGE_STATUSES),
  sources: z.array(aiSourceSchema),
  create_time: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

export const aiSessionSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type AiSession = z.infer<typeof aiSessionSchema>;

export const aiSessionPageSchema = pageSchema(aiSessionSchema);
export type AiSessionPage = z.infer<typeof aiSessionPageSchema>;

export const aiConversationSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  list: z.array(aiMessageSchema),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;

export const aiReplyListSchema = z.array(aiMessageSchema);

/**
 * The ask call's event stream (`text/event-stream`): `meta` first, `token` repeatedly, then `done`;
 * `error` on failure (followed by `done` with status 'failed').
 */
export const aiMetaEventSchema = z.object({
  session_id: z.string(),
  /** The answer's chat_id (pass it to `chat/stop`). */
  chat_id: z.string(),
  /** The question's chat_id. */
  question_id: z.string(),
  sources: z.array(aiSourceSchema),
});
export type AiMetaEvent = z.infer<typeof aiMetaEventSchema>;
export const aiTokenEventSchema = z.object({ t: z.string() });
export const aiDoneEventSchema = z.object({ chat_id: z.string(), status: z.enum(AI_MESSAGE_STATUSES) });
export type AiDoneEvent = z.infer<typeof aiDoneEventSchema>;
export const aiErrorEventSchema = z.object({ msg: z.string() });
export type AiStreamEvent =
  | { event: 'meta'; data: AiMetaEvent }
  | { event: 'token'; data: { t: string } }
  | { event: 'done'; data: AiDoneEvent }
  | { event: 'error'; data: { msg: string } };
