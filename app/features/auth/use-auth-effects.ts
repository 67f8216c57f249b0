/** The page-level account behaviours of SPEC §4, run once by the desktop shell. */
import { TOAST_SECONDS } from '@common/constants';
import { ErrCode } from '@common/error-codes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { ApiError, setApiHandlers } from '~/lib/api';
import { loginWx, type WxProfile } from './auth-api';
import { useAuth } from './auth-context';
import { useAuthDialogs } from './auth-dialogs-context';
import { isWxCallback, shouldOpenLoginGate } from './login-gate';
import { useCompleteLogin } from './use-complete-login';

export function useAuthEffects(): void {
  useApiHandlers();
  useLoginGate();
  useWxLoginCallback();
}

/** errCode "1" forgets the user and opens the login dialog; other failures are 1.5 s toasts (SPEC §8). */
function useApiHandlers(): void {
  const { clearUser } = useAuth();
  const { open } = useAuthDialogs();
  const { message } = useFeedback();
  useEffect(
    () =>
      setApiHandlers({
        onNotLoggedIn() {
          clearUser();
          open({ kind: 'login' });
        },
        onError(text) {
          message.error(text, TOAST_SECONDS);
        },
      }),
    [clearUser, open, message],
  );
}

/** Opens the login dialog when a visitor arrives at a path that needs login. */
function useLoginGate(): void {
  const location = useLocation();
  const { user, resolving } = useAuth();
  const { open } = useAuthDialogs();
  const firstKey = useRef(location.key);
  // Read at navigation time only: logging out must not pop the dialog before leaving the page.
  const loggedIn = useRef(user !== null);
  loggedIn.current = user !== null;

  useEffect(() => {
    // A member's shared page first learns who its member is (ADR 14); the gate runs again after.
    if (resolving) return;
    const gate = shouldOpenLoginGate({
      pathname: location.pathname,
      search: location.search,
      loggedIn: loggedIn.current,
      firstLoad: location.key === firstKey.current,
    });
    if (gate) open({ kind: 'login' });
  }, [location.pathname, location.search, location.key, open, resolving]);
}

function isWxProfile(data: unknown): data is WxProfile {
  return typeof data === 'object' && data !== null && typeof (data as WxProfile).open_id === 'string';
}

/**
 * Back from the WeChat authorise page (?type=wx&openid=…): log in, or, for an account with no phone
 * yet (errCode "404" with the WeChat profile), open the bind-phone dialog.
 */
function useWxLoginCallback(): void {
  const { search } = useLocation();
  const { user } = useAuth();
  const { open } = useAuthDialogs();
  const { message } = useFeedback();
  const completeLogin = useCompleteLogin();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page load's query counts.
  useEffect(() => {
    if (started.current || user !== null || !isWxCallback(search)) return;
    started.current = true;
    const query = new URLSearchParams(search);
    loginWx(query.get('openid') ?? '', query.get('union_id') ?? '')
      .then(() => completeLogin({ to: '/' }))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === ErrCode.NOT_FOUND && isWxProfile(error.data))
          open({ kind: 'wx-bind', profile: error.data });
        else if (error.code !== ErrCode.NOT_LOGGED_IN) message.error(error.message, TOAST_SECONDS);
      });
  }, []);
}
