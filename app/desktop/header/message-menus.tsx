import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { formatRelative } from '@common/format';
import { Badge, Empty, Popover, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { listSessions, type SessionItem, unreadMessages } from '~/features/messages/messages-api';

/** How often the header checks for new private messages while the tab is visible. */
const UNREAD_POLL_MS = 30_000;
const PREVIEW_SESSIONS = 5;

/** A header icon that links to its page and previews it on hover. */
function MessageMenu({
  to,
  label,
  icon,
  count = 0,
  preview,
  onOpen,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  preview?: ReactNode;
  onOpen?: () => void;
}) {
  const content = (
    <div className="message-menu">
      {preview ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />}
      <Link className="message-menu-all" to={to}>
        查看全部
      </Link>
    </div>
  );
  return (
    <Popover
      content={content}
      title={label}
      placement="bottomRight"
      arrow={false}
      onOpenChange={(open) => open && onOpen?.()}
    >
      <Link className="header-icon" to={to} aria-label={count ? `${label}（${count}条未读）` : label}>
        <Badge count={count} size="small">
          {icon}
        </Badge>
      </Link>
    </Popover>
  );
}

/** The member's unread private messages, polled while the page is visible. */
function useUnreadMessages(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      unreadMessages()
        .then((r) => live && setCount(r.message))
        .catch(() => {}); // a missed poll is retried on the next tick
    };
    check();
    const timer = setInterval(check, UNREAD_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled]);
  return count;
}

function SessionsPreview({ sessions }: { sessions: SessionItem[] | null }) {
  if (!sessions) return <Spin size="small" />;
  if (sessions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无私信" />;
  return (
    <ul className="message-menu-list">
      {sessions.slice(0, PREVIEW_SESSIONS).map((s) => (
        <li key={s.user_id}>
          <Link to={`/notices/private?u=${s.user_id}`}>
            <Badge dot={s.unread_count > 0}>
              <strong>{s.name}</strong>
            </Badge>
            <span className="message-menu-text">{s.latest_message.content}</span>
            <time>{formatRelative(s.latest_message.create_time)}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MessageMenus() {
  const { user } = useAuth();
  const unread = useUnreadMessages(!!user);
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const loadSessions = () => {
    listSessions()
      .then((page) => setSessions(page.result))
      .catch(() => setSessions([]));
  };
  return (
    <>
      <MessageMenu to="/agree/me?from=message" label="消息通知" icon={<BellOutlined />} />
      <MessageMenu
        to="/notices/private"
        label="私信"
        icon={<MailOutlined />}
        count={unread}
        preview={user ? <SessionsPreview sessions={sessions} /> : undefined}
        onOpen={user ? loadSessions : undefined}
      />
    </>
  );
}
