/**
 * /ai (SPEC §2, issue 17 §2): the AI research assistant on the desktop, no login needed. The reader's
 * sessions beside the open conversation; questions are answered from the site's own content, streamed.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AI_LIMITS } from '@common/ai';
import { Button, Input, Spin } from 'antd';
import { type FormEvent, useRef } from 'react';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { AiAnswer } from './ai-answer';
import { AI_SUGGESTED_QUESTIONS, AI_WELCOME } from './ai-suggestions';
import { type AiChat, useAiChat } from './use-ai-chat';
import { useStickToBottom } from './use-stick-to-bottom';
import './ai.css';

export function AiPage() {
  const { message, modal } = useFeedback();
  const chat = useAiChat({
    toast: (text) => void message.error(text),
    success: (text) => void message.success(text),
    confirmDelete: () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({ ...DELETE_CONFIRM, onOk: () => resolve(true), onCancel: () => resolve(false) });
      }),
  });

  return (
    <section className="panel ai-page">
      <SessionList chat={chat} />
      <Conversation chat={chat} />
    </section>
  );
}

function SessionList({ chat }: { chat: AiChat }) {
  const { sessions, currentId } = chat;
  return (
    <nav className="ai-sessions" aria-label="会话列表">
      <Button type="primary" block icon={<PlusOutlined />} onClick={chat.newSession}>
        新对话
      </Button>
      {sessions === null ? (
        <Spin className="ai-sessions-loading" size="small" />
      ) : sessions.length === 0 ? (
        <p className="ai-sessions-empty">暂无会话</p>
      ) : (
        <ul>
          {sessions.map((session) => {
            const active = session.session_id === currentId;
            return (
              <li key={session.session_id} className={active ? 'active' : undefined}>
                <button
                  type="button"
                  className="ai-session-open"
                  aria-current={active ? 'page' : undefined}
                  title={session.title}
                  // The open one again: nothing to reload, and its answer keeps streaming here.
                  onClick={() => active || void chat.openSession(session.session_id)}
                >
                  {session.title}
                </button>
                <Button
                  type="text"
                  size="small"
                  className="ai-session-delete"
                  aria-label={`删除会话：${session.title}`}
                  icon={<DeleteOutlined />}
                  onClick={() => void chat.removeSession(session.session_id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {chat.moreSessions && (
        <Button type="link" block onClick={() => void chat.loadMoreSessions()}>
          加载更多
        </Button>
      )}
    </nav>
  );
}

function Conversation({ chat }: { chat: AiChat }) {
  const scroller = useRef<HTMLDivElement>(null);
  const follow = useStickToBottom(scroller, chat.messages);
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
    <div className="ai-chat">
      <header className="ai-chat-head">
        <h1>AI 助手</h1>
      </header>
      <div className="ai-messages" ref={scroller}>
        {chat.loading ? (
          <Spin className="ai-messages-loading" />
        ) : chat.messages.length === 0 ? (
          <div className="ai-welcome">
            <p>{AI_WELCOME}</p>
            <p className="ai-welcome-try">试试这样问：</p>
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
          <ol className="ai-turns" aria-label="对话">
            {chat.messages.map((m) => (
              <li key={m.chat_id} className={`ai-turn ai-turn-${m.role}`}>
                {m.role === 'user' ? (
                  <p className="ai-question">{m.content}</p>
                ) : (
                  <AiAnswer message={m} newTab />
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="ai-ask" onSubmit={onSubmit}>
        <Input.TextArea
          aria-label="输入问题"
          placeholder="问问社区里的内容，如某只股票的讨论、异动和公告（Enter 发送，Shift+Enter 换行）"
          value={chat.question}
          onChange={(event) => chat.setQuestion(event.target.value)}
          onPressEnter={(event) => {
            if (event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!busy) ask(chat.question);
          }}
          maxLength={AI_LIMITS.question}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
        {chat.streaming ? (
          <Button danger onClick={() => void chat.stop()}>
            停止
          </Button>
        ) : (
          <Button type="primary" htmlType="submit" disabled={chat.waiting}>
            发送
          </Button>
        )}
      </form>
    </div>
  );
}
