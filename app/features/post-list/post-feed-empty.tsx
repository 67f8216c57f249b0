/** An empty feed (post-feed.tsx): rare, so its antd Empty is a chunk of its own. */
import { Button, Empty } from 'antd';

export function PostFeedEmpty({ failed, retry }: { failed: boolean; retry: () => void }) {
  return (
    <div className="post-feed-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />
      {failed && <Button onClick={retry}>重新加载</Button>}
    </div>
  );
}
