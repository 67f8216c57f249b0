/** SPEC §8's confirm before a delete, as antd-mobile's dialog (loaded when first asked). */
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { loadDialog } from '~/h5/shell/imperative';

export async function confirmDelete(): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm({
    title: DELETE_CONFIRM.title,
    content: DELETE_CONFIRM.content,
    confirmText: DELETE_CONFIRM.okText,
    cancelText: DELETE_CONFIRM.cancelText,
  });
}
