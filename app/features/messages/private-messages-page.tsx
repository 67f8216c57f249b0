/** /notices/private: sessions on the left, the open conversation on the right (SPEC §2, §3). */
import { formatRelative } from '@common/format';
import { Avatar, Badge, Button, Empty } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { blockUser } from '~/features/blocks/blocks-api';
import { LoginNeeded } from '~/features/editor/login-needed';
import { userHomePath } from '~/features/post-list/author-link';
import { ApiError } from '~/lib/api';
import { useSubmit } from '~/lib/use-submit';
import { MessageComposer } from './message-composer';
import {
  listMessages,
  type MessageItem,
  markConversationRead,
  type SessionItem,
  sendMessage,
} from './messages-api';
import type { PrivateMessagesData } from './messages-loader.server';
import './messages.css';

/** Open conversations refresh this often while the tab is visible (server push arrives with notices). */
const REFRESH_MS = 10_000;

const conversationPath = (userId: number) => `/notices/private?u=${userId}`;

function SessionList({ sessions, active }: { sessions: SessionItem[]; active: number | null }) {
  if (sessions.length === 0) return <Empty className="pm-empty" description="暂无私信" />;
  return (
    <ul className="pm-sessions">
      {sessions.map((s) => (
        <li key={s.user_id} className={s.user_id === active ? 'active' : undefined}>
          <Link to={conversationPath(s.user_id)} className="pm-session">
            {/* The open conversation is being read (useMarkRead). */}
            <Badge count={s.user_id === active ? 0 : s.unread_count} size="small">
              <Avatar src={s.avatar || undefined}>{s.name.slice(0, 1)}</Avatar>
            </Badge>
            <span className="pm-session-text">
              <span className="pm-session-head">
                <strong>{s.name}</strong>
                <time>{formatRelative(s.latest_message.create_time)}</time>
              </span>
              <span className="pm-session-latest">{s.latest_message.content}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Conversation({
  me,
  peer,
  latest,
  hasMore,
}: {
  me: number;
  peer: { user_id: number; nickname: string; avatar: string };
  latest: MessageItem[];
  hasMore: boolean;
}) {
  const revalidator = useRevalidator();
  // Pages loaded with 加载更早的消息 stay above the loader's newest page across refreshes.
  const [older, setOlder] = useState<{ items: MessageItem[]; more: boolean }>({ items: [], more: hasMore });
  const oldestShown = older.items.at(-1) ?? latest.at(-1);

  const loadOlder = useSubmit(async () => {
    if (!oldestShown) return;
    const page = await listMessages(peer.user_id, oldestShown.message_id);
    setOlder((o) => ({ items: [...o.items, ...page.result], more: page.has_more }));
  });
  const send = async (content: string) => {
    await sendMessage(peer.user_id, content);
    await revalidator.revalidate();
  };

  const shown = [...latest, ...older.items].reverse();
  return (
    <section className="pm-conversation" aria-label={`与${peer.nickname}的私信`}>
      <header className="pm-conversation-head">
        <Link to={userHomePath(peer.user_id)}>{peer.nickname}</Link>
        <BlockButton userId={peer.user_id} />
      </header>
      <div className="pm-history">
        {(older.items.length ? older.more : hasMore) && (
          <Button
            type="link"
            size="small"
            loading={loadOlder.pending}
            onClick={() => loadOlder.submit(undefined)}
          >
            加载更早的消息
          </Button>
        )}
        {shown.length === 0 && <p className="pm-hint">还没有消息，打个招呼吧</p>}
        {shown.map((m) => (
          <div key={m.message_id} className={m.from_user_id === me ? 'pm-message mine' : 'pm-message'}>
            {/* Plain text: React escapes it, so a message can never carry markup. */}
            <p className="pm-bubble">{m.content}</p>
            <time>{formatRelative(m.create_time)}</time>
          </div>
        ))}
      </div>
      <MessageComposer onSend={send} />
    </section>
  );
}

/** 拉黑: the peer can no longer message, comment on or reply to the viewer (/mine/black undoes it). */
function BlockButton({ userId }: { userId: number }) {
  const { modal, message } = useFeedback();
  const confirm = () =>
    modal.confirm({
      title: '提示',
      content: '拉黑后，对方将无法给你发私信、评论你的帖子或回复你。确定拉黑?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await blockUser(userId);
          message.success('已加入黑名单');
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });
  return (
    <Button size="small" type="text" danger onClick={confirm}>
      拉黑
    </Button>
  );
}

/** Re-runs the loader (sessions, the open conversation) on a timer while the page is visible. */
function useRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/**
 * Clears the open conversation's unread count once it shows, and again when a refresh brings new
 * messages: by a signed call, never by the page's GET (another site can make a browser send that).
 */
function useMarkRead({ peer, history, sessions }: Extract<PrivateMessagesData, { member: true }>) {
  const peerId = peer?.user_id ?? null;
  // Unknown when the session is beyond the first page of sessions: then mark it anyway.
  const unread = sessions.result.find((s) => s.user_id === peerId)?.unread_count;
  const newest = history?.result[0]?.message_id;
  useEffect(() => {
    if (peerId !== null && newest !== undefined && unread !== 0) markConversationRead(peerId).catch(() => {});
  }, [peerId, unread, newest]);
}

function MemberMessages({ data }: { data: Extract<PrivateMessagesData, { member: true }> }) {
  useRefresh();
  useMarkRead(data);
  const { peer, history } = data;
  return (
    <div className="panel pm-page">
      <aside className="pm-side">
        <h2>私信</h2>
        <SessionList sessions={data.sessions.result} active={peer?.user_id ?? null} />
      </aside>
      {peer && history ? (
        <Conversation
          key={peer.user_id}
          me={data.me}
          peer={peer}
          latest={history.result}
          hasMore={history.has_more}
        />
      ) : (
        <Empty className="pm-empty" description="选择一个会话开始聊天" />
      )}
    </div>
  );
}

export function PrivateMessagesPage({ data }: { data: PrivateMessagesData }) {
  if (!data.member) return <LoginNeeded title="登录后查看私信" />;
  return <MemberMessages data={data} />;
}
