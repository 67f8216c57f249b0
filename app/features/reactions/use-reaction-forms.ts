/**
 * 举报's and 转发's forms, free of any UI kit: the desktop's modals and the phone's popups draw them with
 * their own kit and toasts, over the same checks, calls and messages.
 */
import type { ComplaintTarget } from '@common/interaction';
import { INTERACTION_MSG } from '@common/interaction-vocab';
import { useState } from 'react';
import { useSubmit } from '~/lib/use-submit';
import { addComplaint, forwardPost } from './reactions-api';

/** The kit's toasts a form answers with. */
export interface FormToasts {
  success(text: string): unknown;
  warning(text: string): unknown;
}

export interface ReportTarget {
  targetType: ComplaintTarget;
  targetId: string;
  onClose: () => void;
}

export interface ForwardTarget {
  articleId: string;
  onClose: () => void;
  onForwarded: (forwardCount: number) => void;
}

/** What a kit's 举报 or 转发 dialog takes: its target, and whether it shows. */
export type FormDialogProps<T> = T & { open: boolean };

/** A reason from COMPLAINT_REASONS and optional details, sent to /api/v1/complaint/add. */
export function useReportForm({ targetType, targetId, onClose }: ReportTarget, toasts: FormToasts) {
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const { submit, pending } = useSubmit<void>(async () => {
    if (!reason) {
      toasts.warning(INTERACTION_MSG.complaintReasonInvalid);
      return;
    }
    await addComplaint({ target_type: targetType, target_id: targetId, reason, detail: detail.trim() });
    toasts.success(INTERACTION_MSG.complaintDone);
    setReason('');
    setDetail('');
    onClose();
  });
  return { reason, setReason, detail, setDetail, submit: () => void submit(), sending: pending };
}

/** An optional comment, then the forward shows on the member's page; `onForwarded` gets the new count. */
export function useForwardForm(
  { articleId, onClose, onForwarded }: ForwardTarget,
  toasts: Pick<FormToasts, 'success'>,
) {
  const [content, setContent] = useState('');
  const { submit, pending } = useSubmit<void>(async () => {
    const { forward_count } = await forwardPost(articleId, content.trim());
    toasts.success(INTERACTION_MSG.forwarded);
    onForwarded(forward_count);
    setContent('');
    onClose();
  });
  return { content, setContent, submit: () => void submit(), sending: pending };
}
