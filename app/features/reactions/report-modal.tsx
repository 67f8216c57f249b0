import { COMPLAINT_DETAIL_MAX, COMPLAINT_REASONS } from '@common/interaction-vocab';
import { Input, Modal, Radio } from 'antd';
import { useFeedback } from '~/components/feedback';
import { type FormDialogProps, type ReportTarget, useReportForm } from './use-reaction-forms';

/** 举报: a reason from the fixed list and optional details, sent to /api/v1/complaint/add. */
export function ReportModal({ open, ...props }: FormDialogProps<ReportTarget>) {
  const { message } = useFeedback();
  const { reason, setReason, detail, setDetail, submit, sending } = useReportForm(props, message);

  return (
    <Modal
      title="举报"
      open={open}
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Radio.Group
        className="report-reasons"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        options={COMPLAINT_REASONS.map((r) => ({ label: r, value: r }))}
      />
      <Input.TextArea
        className="modal-textarea"
        aria-label="补充说明"
        placeholder="补充说明（选填）"
        value={detail}
        maxLength={COMPLAINT_DETAIL_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        onChange={(event) => setDetail(event.target.value)}
      />
    </Modal>
  );
}
