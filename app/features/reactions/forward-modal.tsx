import { FORWARD_MAX } from '@common/interaction-vocab';
import { Input, Modal } from 'antd';
import { useFeedback } from '~/components/feedback';
import { type FormDialogProps, type ForwardTarget, useForwardForm } from './use-reaction-forms';

/** 转发: an optional comment, then the forward shows on the member's page. */
export function ForwardModal({ open, ...props }: FormDialogProps<ForwardTarget>) {
  const { message } = useFeedback();
  const { content, setContent, submit, sending } = useForwardForm(props, message);

  return (
    <Modal
      title="转发"
      open={open}
      okText="转发"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={props.onClose}
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
