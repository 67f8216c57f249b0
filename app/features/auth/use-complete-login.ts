import { useFeedback } from '~/components/feedback';

/** How long the success toast shows before the page reloads. */
const LOGIN_TOAST_SECONDS = 1;

/**
 * After a login (SPEC §4): the toast, then a full reload so every part of the page and the server
 * render see the new session, or, given `to`, a full load of that page (WeChat login goes to `/`).
 */
export function useCompleteLogin() {
  const { message } = useFeedback();
  return async ({ toast = '登录成功！', to }: { toast?: string; to?: string } = {}) => {
    await message.success(toast, LOGIN_TOAST_SECONDS);
    if (to === undefined) window.location.reload();
    else window.location.assign(to);
  };
}
