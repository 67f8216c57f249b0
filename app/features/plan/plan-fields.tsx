/**
 * What the plan dialogs (新建/编辑 and 记录结果) share: the frame, and the number fields — required, then
 * SPEC §5's number rule (common/validation.ts) with the messages the server answers, so the form and
 * the API never disagree.
 */
import { Input, type InputProps, Modal } from 'antd';
import type { ReactNode } from 'react';

/** 保存/取消 with the save's spinner; closing drops the form, so it opens fresh for the next plan. */
export function SaveDialog(props: {
  open: boolean;
  title: string;
  pending: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="保存"
      cancelText="取消"
      confirmLoading={props.pending}
      onOk={props.onSave}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.children}
    </Modal>
  );
}

export const numberRule = (requiredMsg: string, check: (text: string) => string | null) => ({
  validator: async (_: unknown, v: string | undefined) => {
    const text = (v ?? '').trim();
    if (!text) throw new Error(requiredMsg);
    const problem = check(text);
    if (problem) throw new Error(problem);
  },
});

/** A price box in yuan; Form.Item's value and onChange pass through. */
export const YuanInput = (props: InputProps) => <Input inputMode="decimal" suffix="元" {...props} />;
