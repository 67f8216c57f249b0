/** SPEC §8's confirm before a delete, as antd-mobile's dialog (loaded when first asked). */
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { loadDialog } from '~/h5/shell/imperative';
import { showToast } from '~/h5/shell/toasts';
import { ApiError } from '~/lib/api';

export async function confirmDelete(): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm({
    title: DELETE_CONFIRM.title,
    content: DELETE_CONFIRM.content,
    confirmText: DELETE_CONFIRM.okText,
    cancelText: DELETE_CONFIRM.cancelText,
  });
}

/**
 * The confirm, then `call`, then 删除成功: whether it was deleted. A failed call has been reported by the
 * API client's toast.
 */
export async function deleteConfirmed(call: () => Promise<unknown>): Promise<boolean> {
  if (!(await confirmDelete())) return false;
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  void showToast('删除成功');
  return true;
}
