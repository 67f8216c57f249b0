/**
 * The /h5 toasts (antd-mobile's Toast), for the account behaviours, the API client's failures and any
 * page. Toast's code loads with the first toast: few readers see one, and every /h5 page's first load
 * would carry it.
 */
import { TOAST_SECONDS } from '@common/constants';
import type { ShellToasts } from '~/features/auth/shell-auth-effects';
import { loadToast } from './imperative';

/** A toast (SPEC §8: 1.5 s); settles when it has closed. */
export async function showToast(
  content: string,
  { icon, seconds = TOAST_SECONDS }: { icon?: 'success' | 'fail'; seconds?: number } = {},
): Promise<void> {
  const Toast = await loadToast();
  await new Promise<void>((afterClose) => {
    Toast.show({ icon, content, duration: seconds * 1000, afterClose });
  });
}

export const H5_TOASTS: ShellToasts = {
  success: (content, seconds) => showToast(content, { icon: 'success', seconds }),
  error(content, seconds) {
    void showToast(content, { seconds });
  },
};
