/** 举报 on another member's home: the shared report dialog aimed at the user; visitors log in first. */
import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Deferred } from '~/components/deferred';
import { ReportModal } from '~/features/reactions/lazy-dialogs';
import { useRequireLogin } from '~/features/reactions/use-require-login';

export function UserReportButton({ userId }: { userId: number }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<WarningOutlined />} onClick={requireLogin(() => setOpen(true))}>
        举报
      </Button>
      <Deferred when={open}>
        <ReportModal open={open} targetType="user" targetId={String(userId)} onClose={() => setOpen(false)} />
      </Deferred>
    </>
  );
}
