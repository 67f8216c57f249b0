/** /mine/power: the permissions the member holds, and why the others are not (yet) theirs. */
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { PowerItem } from '@common/member';
import { List, Tag } from 'antd';

export function PowerList({ powers }: { powers: PowerItem[] }) {
  return (
    <section className="panel mine-page power-list">
      <h1>我的权限</h1>
      <List
        dataSource={powers}
        renderItem={(p) => (
          <List.Item
            key={p.key}
            extra={p.granted ? <Tag color="green">已开通</Tag> : <Tag>{p.reason || '未开通'}</Tag>}
          >
            <List.Item.Meta
              avatar={
                p.granted ? (
                  <CheckCircleFilled className="power-granted" />
                ) : (
                  <MinusCircleOutlined className="power-missing" />
                )
              }
              title={p.name}
              description={p.description}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
