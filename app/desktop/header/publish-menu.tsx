import { EditOutlined } from '@ant-design/icons';
import type { PostType } from '@common/post';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { PUBLISH_TYPES, publishUrl } from '~/features/publish/publish-types';

/** The header's 发布 menu: one entry per publish form. */
export function PublishMenu() {
  const navigate = useNavigate();
  const items = PUBLISH_TYPES.map(({ type, label }) => ({ key: type, label }));
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => navigate(publishUrl(key as PostType)),
      }}
      placement="bottomRight"
    >
      <Button type="primary" icon={<EditOutlined />}>
        发布
      </Button>
    </Dropdown>
  );
}
