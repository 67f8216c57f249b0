/** 分享 on a member's mobile home: the phone's share sheet for the home's own address. */
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { ShareSheet } from '~/h5/share/share-sheet';

export function ShareButton({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="h5-mine-button" size="small" onClick={() => setOpen(true)}>
        分享
      </Button>
      <ShareSheet open={open} fallbackUrl={url} onClose={() => setOpen(false)} />
    </>
  );
}
