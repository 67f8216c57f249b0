import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { formatRelative } from '@common/format';
import { Badge, Empty, Popover, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { listSessions, type SessionItem } from '~/features/messages/messages-api';
import { NOTICE_TABS, noticesPath } from '~/features/notices/notice-tabs';
import type { NoticeCounts } from '~/features/notices/notices-api';
import { useNoticeCounts } from '~/features/notices/use-notice-counts';

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

function NoticeTypesPreview({ counts }: { counts: NoticeCounts['types'] }) {
  const unread = NOTICE_TABS.filter((tab) => tab.types.some((type) => counts[type]));
  if (unread.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无新通知" />;
  return (
    <ul className="message-menu-list">
      {unread.map((tab) => (
        <li key={tab.type}>
          <Link to={noticesPath(tab.type)}>
            <strong>{tab.label}</strong>
            <span className="message-menu-text" />
            <Badge count={tab.types.reduce((n, type) => n + (counts[type] ?? 0), 0)} size="small" />
          </Link>
        </li>
      ))}
    </ul>
  );
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
  const counts = useNoticeCounts(!!user);
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const loadSessions = () => {
    listSessions()
      .then((page) => setSessions(page.result))
      .catch(() => setSessions([]));
  };
  return (
    <>
      <MessageMenu
        to="/agree/me?from=message"
        label="消息通知"
        icon={<BellOutlined />}
        count={counts.notice}
        preview={user ? <NoticeTypesPreview counts={counts.types} /> : undefined}
      />
      <MessageMenu
        to="/notices/private"
        label="私信"
        icon={<MailOutlined />}
        count={counts.message}
        preview={user ? <SessionsPreview sessions={sessions} /> : undefined}
        onOpen={user ? loadSessions : undefined}
      />
    </>
  );
}
