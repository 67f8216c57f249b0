/** SPEC §8's confirm dialog before a delete, for antd's `modal.confirm` (useFeedback, components/feedback.tsx). */
export const DELETE_CONFIRM = {
  title: '提示',
  content: '确定删除?',
  okText: '确定',
  cancelText: '取消',
} as const;
