import { FORWARD_MAX, INTERACTION_MSG } from '@common/interaction-vocab';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { forwardPost } from './reactions-api';

/** 转发: an optional comment, then the forward shows on the member's page. */
export function ForwardModal({
  open,
  articleId,
  onClose,
  onForwarded,
}: {
  open: boolean;
  articleId: string;
  onClose: () => void;
  onForwarded: (forwardCount: number) => void;
}) {
  const { message } = useFeedback();
  const [content, setContent] = useState('');
  const { submit, pending: sending } = useSubmit(async () => {
    const { forward_count } = await forwardPost(articleId, content.trim());
    message.success(INTERACTION_MSG.forwarded);
    onForwarded(forward_count);
    setContent('');
    onClose();
  });

  return (
    <Modal
      title="转发"
      open={open}
      okText="转发"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
    >
      <Input.TextArea
        className="modal-textarea"
        aria-label="转发理由"
        placeholder="说说你的看法（选填）"
        value={content}
        maxLength={FORWARD_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
        onChange={(event) => setContent(event.target.value)}
      />
    </Modal>
  );
}
