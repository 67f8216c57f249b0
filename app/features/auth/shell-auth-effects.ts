/**
 * The page-level account behaviours of SPEC §4 without a UI kit: each shell (desktop, /h5) runs them
 * with its own toasts (use-auth-effects.ts for the desktop's, app/h5/layout.tsx for the mobile one's).
 */
import { TOAST_SECONDS } from '@common/constants';
import { ErrCode } from '@common/error-codes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ApiError, setApiHandlers } from '~/lib/api';
import { loginWx, type WxProfile } from './auth-api';
import { useAuth } from './auth-context';
import { useAuthDialogs } from './auth-dialogs-context';
import { type GateInput, isWxCallback, shouldOpenLoginGate } from './login-gate';

/** A shell's toasts. */
export interface ShellToasts {
  /** Settles when the toast has closed. */
  success(text: string, seconds: number): PromiseLike<unknown>;
  error(text: string, seconds: number): void;
}

export interface ShellAuthOptions {
  /** Whether a location gets the login dialog (default: SPEC §4's gate). */
  loginGate?: (input: GateInput) => boolean;
}

export function useShellAuthEffects(
  toasts: ShellToasts,
  { loginGate = shouldOpenLoginGate }: ShellAuthOptions = {},
) {
  useApiHandlers(toasts);
  useLoginGate(loginGate);
  useWxLoginCallback(toasts);
}

/** How long the login success toast shows before the page reloads. */
const LOGIN_TOAST_SECONDS = 1;

/**
 * After a login (SPEC §4): the toast, then a full reload so every part of the page and the server
 * render see the new session, or, given `to`, a full load of that page (WeChat login goes to `/`).
 */
export function useLoginCompletion(success: ShellToasts['success']) {
  return async ({ toast = '登录成功！', to }: { toast?: string; to?: string } = {}) => {
    await success(toast, LOGIN_TOAST_SECONDS);
    if (to === undefined) window.location.reload();
    else window.location.assign(to);
  };
}

/** errCode "1" forgets the user and opens the login dialog; other failures are 1.5 s toasts (SPEC §8). */
function useApiHandlers(toasts: ShellToasts): void {
  const { clearUser } = useAuth();
  const { open } = useAuthDialogs();
  useEffect(
    () =>
      setApiHandlers({
        onNotLoggedIn() {
          clearUser();
          open({ kind: 'login' });
        },
        onError(text) {
          toasts.error(text, TOAST_SECONDS);
        },
      }),
    [clearUser, open, toasts],
  );
}

/** Opens the login dialog when a visitor arrives at a path that needs login. */
function useLoginGate(loginGate: (input: GateInput) => boolean): void {
  const location = useLocation();
  const { user, resolving } = useAuth();
  const { open } = useAuthDialogs();
  const firstKey = useRef(location.key);
  // Read at navigation time only: logging out must not pop the dialog before leaving the page.
  const loggedIn = useRef(user !== null);
  loggedIn.current = user !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a shell's gate is fixed; only navigation counts.
  useEffect(() => {
    // A member's shared page first learns who its member is (ADR 14); the gate runs again after.
    if (resolving) return;
    const gate = loginGate({
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
function useWxLoginCallback(toasts: ShellToasts): void {
  const { search } = useLocation();
  const { user } = useAuth();
  const { open } = useAuthDialogs();
  const completeLogin = useLoginCompletion(toasts.success);
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
        else if (error.code !== ErrCode.NOT_LOGGED_IN) toasts.error(error.message, TOAST_SECONDS);
      });
  }, []);
}
