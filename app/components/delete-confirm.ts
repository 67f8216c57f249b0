/**
 * SPEC §8's confirm dialog before a delete: its texts, for antd's `modal.confirm` (desktop) and antd-mobile's
 * `Dialog.confirm` (/h5).
 */
export const DELETE_CONFIRM = {
  title: '提示',
  content: '确定删除?',
  okText: '确定',
  cancelText: '取消',
} as const;
