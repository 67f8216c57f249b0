/**
 * /h5/ai (SPEC §2, issue 17 §2): the AI research assistant on a phone, no login needed. The same state as
 * the desktop page (use-ai-chat.ts) in antd-mobile: the conversation fills the page, the question box
 * stays at the bottom, and the sessions open in a side sheet.
 */
import { AI_LIMITS } from '@common/ai';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { type FormEvent, useState } from 'react';
import { confirmDelete } from '~/h5/mine/confirm-delete';
import { h5ArticlePath } from '~/h5/posts/paths';
import { showToast } from '~/h5/shell/toasts';
import { AiAnswer } from './ai-answer';
import { AI_SUGGESTED_QUESTIONS, AI_WELCOME } from './ai-suggestions';
import { type AiChat, useAiChat } from './use-ai-chat';
import { useStickToBottom } from './use-stick-to-bottom';
import './h5-ai.css';

const ARTICLE = /^\/a\/([^/?#]+)$/;
const ANNOUNCEMENT = /^\/announcement\/([^/?#]+)$/;

/** A source's desktop path as the phone's own page, where there is one. */
export function h5SourceHref(path: string): string {
  const article = ARTICLE.exec(path);
  if (article) return h5ArticlePath(article[1]);
  const announcement = ANNOUNCEMENT.exec(path);
  if (announcement) return `/h5/announcement/${announcement[1]}`;
  return path;
}

export function H5AiPage() {
  const [listOpen, setListOpen] = useState(false);
  const chat = useAiChat({
    toast: (text) => void showToast(text),
    success: (text) => void showToast(text, { icon: 'success' }),
    confirmDelete,
  });
  const follow = useStickToBottom(null, chat.messages);
  const busy = chat.streaming || chat.waiting;

  const ask = (text: string) => {
    follow();
    void chat.ask(text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(chat.question);
  };

  return (
    <section className="h5-ai">
      <header className="h5-ai-head">
        <h1>AI 助手</h1>
        <Button size="small" fill="none" onClick={() => setListOpen(true)}>
          会话
        </Button>
        <Button size="small" fill="none" color="primary" onClick={chat.newSession}>
          新对话
        </Button>
      </header>
      <Popup
        visible={listOpen}
        onMaskClick={() => setListOpen(false)}
        onClose={() => setListOpen(false)}
        position="left"
        bodyClassName="h5-ai-sessions"
      >
        <SessionList chat={chat} close={() => setListOpen(false)} />
      </Popup>

      <div className="h5-ai-messages">
        {chat.loading ? (
          <p className="h5-ai-loading">加载中…</p>
        ) : chat.messages.length === 0 ? (
          <div className="h5-ai-welcome">
            <p>{AI_WELCOME}</p>
            <ul aria-label="推荐问题">
              {AI_SUGGESTED_QUESTIONS.map((q) => (
                <li key={q}>
                  <button type="button" onClick={() => ask(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ol className="h5-ai-turns" aria-label="对话">
            {chat.messages.map((m) => (
              <li key={m.chat_id} className={`h5-ai-turn h5-ai-turn-${m.role}`}>
                {m.role === 'user' ? (
                  <p className="h5-ai-question">{m.content}</p>
                ) : (
                  <AiAnswer message={m} sourceHref={h5SourceHref} />
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <form className="h5-ai-ask" onSubmit={onSubmit}>
        <TextArea
          aria-label="输入问题"
          placeholder="问问社区里的内容"
          value={chat.question}
          onChange={chat.setQuestion}
          maxLength={AI_LIMITS.question}
          showCount
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
        {chat.streaming ? (
          <Button color="danger" size="small" onClick={() => void chat.stop()}>
            停止
          </Button>
        ) : (
          <Button color="primary" size="small" type="submit" disabled={busy}>
            发送
          </Button>
        )}
      </form>
    </section>
  );
}

function SessionList({ chat, close }: { chat: AiChat; close: () => void }) {
  const { sessions, currentId } = chat;
  return (
    <nav aria-label="会话列表">
      <h2>会话</h2>
      {sessions === null ? (
        <p className="h5-ai-sessions-empty">加载中…</p>
      ) : sessions.length === 0 ? (
        <p className="h5-ai-sessions-empty">暂无会话</p>
      ) : (
        <ul>
          {sessions.map((session) => {
            const active = session.session_id === currentId;
            return (
              <li key={session.session_id} className={active ? 'active' : undefined}>
                <button
                  type="button"
                  className="h5-ai-session-open"
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    close();
                    // The open one again: nothing to reload, and its answer keeps streaming here.
                    if (!active) void chat.openSession(session.session_id);
                  }}
                >
                  {session.title}
                </button>
                <button
                  type="button"
                  className="h5-ai-session-delete"
                  aria-label={`删除会话：${session.title}`}
                  onClick={() => void chat.removeSession(session.session_id)}
                >
                  删除
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {chat.moreSessions && (
        <Button block fill="none" size="small" onClick={() => void chat.loadMoreSessions()}>
          加载更多
        </Button>
      )}
    </nav>
  );
}
