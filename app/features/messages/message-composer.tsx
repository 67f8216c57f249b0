import { MESSAGE_MAX } from '@common/message';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useSubmit } from '~/lib/use-submit';
import { isSendKey } from './send-key';

/** The private-message box of a conversation; the draft stays when sending fails. */
export function MessageComposer({ onSend }: { onSend: (content: string) => Promise<void> }) {
  const [draft, setDraft] = useState('');
  const send = useSubmit(async () => {
    const content = draft.trim();
    if (!content) return;
    await onSend(content);
    setDraft('');
  });
  const submit = () => {
    if (!send.pending) void send.submit(undefined);
  };

  return (
    <form
      className="pm-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        aria-label="私信内容"
        value={draft}
        maxLength={MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="输入消息，Enter 发送，Shift+Enter 换行"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (!isSendKey(e.nativeEvent)) return;
          e.preventDefault();
          submit();
        }}
      />
      <Button type="primary" htmlType="submit" loading={send.pending} disabled={!draft.trim()}>
        发送
      </Button>
    </form>
  );
}
