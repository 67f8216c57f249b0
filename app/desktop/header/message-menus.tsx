import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { Empty, Popover } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A header icon that links to its page and previews it on hover. Filled by the notifications release. */
function MessageMenu({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  const preview = (
    <div className="message-menu">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      <Link className="message-menu-all" to={to}>
        查看全部
      </Link>
    </div>
  );
  return (
    <Popover content={preview} title={label} placement="bottomRight" arrow={false}>
      <Link className="header-icon" to={to} aria-label={label}>
        {icon}
      </Link>
    </Popover>
  );
}

export function MessageMenus() {
  return (
    <>
      <MessageMenu to="/agree/me?from=message" label="消息通知" icon={<BellOutlined />} />
      <MessageMenu to="/notices/private" label="私信" icon={<MailOutlined />} />
    </>
  );
}
