/** 赠送工分 on another member's home (SPEC §4); visitors log in first. */
import { GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Deferred } from '~/components/deferred';
import { useRequireLogin } from '../reactions/use-require-login';
import { GiftDialog } from './lazy-dialogs';

export function GiftButton({ userId, nickname }: { userId: number; nickname: string }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<GiftOutlined />} onClick={requireLogin(() => setOpen(true))}>
        赠送工分
      </Button>
      <Deferred when={open}>
        <GiftDialog open={open} userId={userId} nickname={nickname} onClose={() => setOpen(false)} />
      </Deferred>
    </>
  );
}
