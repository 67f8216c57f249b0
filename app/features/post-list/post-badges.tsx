import type { PostType } from '@common/post';
import { CATEGORIES, POST_TYPE_LABEL } from '@common/post-vocab';
import { Tag } from 'antd';

const TYPE_COLOR: Record<PostType, string> = {
  long: 'blue',
  documents: 'purple',
  link: 'cyan',
  ask: 'orange',
  garden: 'green',
  live: 'magenta',
};

/** The post's type (长文, 文档, 链接, 提问, 短文, 生活). */
export function PostTypeBadge({ type }: { type: PostType }) {
  return (
    <Tag className="post-type-badge" color={TYPE_COLOR[type]} variant="filled">
      {POST_TYPE_LABEL[type]}
    </Tag>
  );
}

export const categoryName = (id: string | null) => CATEGORIES.find((c) => c.id === id)?.name ?? '';
