/**
 * 转发 and 举报 on a phone: bottom sheets over the desktop modals' forms (use-reaction-forms.ts), loaded
 * when first opened.
 */

import { COMPLAINT_DETAIL_MAX, COMPLAINT_REASONS, FORWARD_MAX } from '@common/interaction-vocab';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Radio from 'antd-mobile/es/components/radio';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type FormDialogProps,
  type FormToasts,
  type ForwardTarget,
  type ReportTarget,
  useForwardForm,
  useReportForm,
} from '~/features/reactions/use-reaction-forms';
import { showToast } from '~/h5/shell/toasts';
import './h5-reaction-popups.css';

const TOASTS: FormToasts = {
  success: (text) => showToast(text, { icon: 'success' }),
  warning: (text) => showToast(text),
};

/** A titled sheet with a form and its 取消 and submit buttons. */
function FormSheet({
  open,
  title,
  submitText,
  sending,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitText: string;
  sending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="h5a-form-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="h5a-form-title" id={titleId}>
          {title}
        </h2>
        {children}
        <div className="h5a-composer-actions">
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" loading={sending} onClick={onSubmit}>
            {submitText}
          </Button>
        </div>
      </section>
    </Popup>
  );
}

/** A text box named by a hidden label: antd-mobile's TextArea gives its textarea the id only. */
function LabelledTextArea({
  label,
  ...props
}: { label: string } & Pick<
  ComponentProps<typeof TextArea>,
  'placeholder' | 'value' | 'onChange' | 'maxLength' | 'autoSize'
>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <TextArea id={id} showCount {...props} />
    </>
  );
}

export function ForwardPopup({ open, ...props }: FormDialogProps<ForwardTarget>) {
  const { content, setContent, submit, sending } = useForwardForm(props, TOASTS);
  return (
    <FormSheet
      open={open}
      title="转发"
      submitText="转发"
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <LabelledTextArea
        label="转发理由"
        placeholder="说说你的看法（选填）"
        value={content}
        onChange={setContent}
        maxLength={FORWARD_MAX}
        autoSize={{ minRows: 4, maxRows: 8 }}
      />
    </FormSheet>
  );
}

export function ReportPopup({ open, ...props }: FormDialogProps<ReportTarget>) {
  const { reason, setReason, detail, setDetail, submit, sending } = useReportForm(props, TOASTS);
  return (
    <FormSheet
      open={open}
      title="举报"
      submitText="提交"
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Radio.Group value={reason} onChange={(value) => setReason(String(value))}>
        <div className="h5a-report-reasons" role="radiogroup" aria-label="举报原因">
          {COMPLAINT_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      <LabelledTextArea
        label="补充说明"
        placeholder="补充说明（选填）"
        value={detail}
        onChange={setDetail}
        maxLength={COMPLAINT_DETAIL_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
    </FormSheet>
  );
}
