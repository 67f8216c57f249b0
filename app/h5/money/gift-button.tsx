/** 赠送工分 on a member's mobile home, beside 关注 and 私信; visitors get the login sheet. */
import Button from 'antd-mobile/es/components/button';
import { Suspense, useState } from 'react';
import { lazyNamed } from '~/components/deferred';
import { useRequireLogin } from '~/features/reactions/use-require-login';

const GiftSheet = lazyNamed(() => import('./gift-sheet'), 'GiftSheet');

export function H5GiftButton({ userId, nickname }: { userId: number; nickname: string }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="h5-mine-button" size="small" onClick={requireLogin(() => setOpen(true))}>
        赠送工分
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GiftSheet userId={userId} nickname={nickname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
