import { CATEGORIES, STORED_POST_TYPE_LABEL, type StoredPostType } from '@common/post-vocab';
import { Tag } from 'antd';

const TYPE_COLOR: Record<StoredPostType, string> = {
  long: 'blue',
  documents: 'purple',
  link: 'cyan',
  ask: 'orange',
  garden: 'green',
  live: 'magenta',
  action: 'red',
};

/** The post's type (长文, 文档, 链接, 提问, 短文, 生活, 异动解析). */
export function PostTypeBadge({ type }: { type: StoredPostType }) {
  return (
    <Tag className="post-type-badge" color={TYPE_COLOR[type]} variant="filled">
      {STORED_POST_TYPE_LABEL[type]}
    </Tag>
  );
}

export const categoryName = (id: string | null) => CATEGORIES.find((c) => c.id === id)?.name ?? '';
