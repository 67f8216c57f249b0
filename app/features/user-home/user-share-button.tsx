/** 分享 on a user home: the shared share dialog with the home page's own address. */
import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Deferred } from '~/components/deferred';
import { ShareModal } from '~/features/reactions/lazy-dialogs';

export function UserShareButton({ userId }: { userId: number }) {
  // Known only in the browser, where the dialog opens.
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <Button
        type="text"
        icon={<ShareAltOutlined />}
        onClick={() => setUrl(`${location.origin}/u/${userId}`)}
      >
        分享
      </Button>
      <Deferred when={url !== null}>
        <ShareModal open={url !== null} fallbackUrl={url ?? ''} onClose={() => setUrl(null)} />
      </Deferred>
    </>
  );
}
