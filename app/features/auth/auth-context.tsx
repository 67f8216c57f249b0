/** The client's login state (SPEC §4), fed by the root loader's user. Kit-free: both layouts use it. */
import { ErrCode } from '@common/error-codes';
import { ADMIN_COOKIE, type PublicUser } from '@common/user';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError } from '~/lib/api';
import { fetchCurrentUser } from './auth-api';

interface AuthState {
  user: PublicUser | null;
  /**
   * True while a shared page (ADR 14) asks who its member is. Known on the client only, so nothing may
   * render from it (hydration); effects that act on "not logged in", such as the login gate, wait for it.
   */
  resolving: boolean;
  /** Forget the user on this page: the `admin` cookie and the in-memory record. */
  clearUser(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Set on <html> before the first paint while a member's shared page does not know its member yet. */
export const MEMBER_ATTRIBUTE = 'data-member';
const MEMBER_COOKIE = new RegExp(`(?:^|;\\s*)${ADMIN_COOKIE}=[^;]`);

/**
 * Runs in <head> before the first paint: the `admin` display cookie marks a member's browser, so the shared
 * page hides its visitor-only controls (登录/注册) until the member is known instead of flashing them.
 */
export const MEMBER_SCRIPT = `(function(){if(${MEMBER_COOKIE}.test(document.cookie))document.documentElement.setAttribute('${MEMBER_ATTRIBUTE}','')})()`;

const forgetAdminCookie = () => {
  // The server clears it too; this covers a session that expired without a logout call.
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed deletion string; cookieStore is not in every browser we serve.
  document.cookie = `${ADMIN_COOKIE}=; Max-Age=0; Path=/`;
};

export function AuthProvider({
  user: loaderUser,
  shared,
  children,
}: {
  user: PublicUser | null;
  /** The page is the shared render: its member, if any, is asked for after hydration. */
  shared: boolean;
  children: ReactNode;
}) {
  const [user, setUser] = useState(loaderUser);
  const [resolving, setResolving] = useState(
    () => shared && typeof document !== 'undefined' && MEMBER_COOKIE.test(document.cookie),
  );
  // A revalidated root loader knows better than what this page remembered.
  useEffect(() => setUser(loaderUser), [loaderUser]);

  useEffect(() => {
    if (!resolving) {
      document.documentElement.removeAttribute(MEMBER_ATTRIBUTE);
      return;
    }
    let live = true;
    fetchCurrentUser()
      .then(
        (member) => live && setUser(member),
        // Only "not logged in" proves the cookie stale; a network failure proves nothing.
        (error) =>
          live && error instanceof ApiError && error.code === ErrCode.NOT_LOGGED_IN && forgetAdminCookie(),
      )
      .finally(() => live && setResolving(false));
    return () => {
      live = false;
    };
  }, [resolving]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      resolving,
      clearUser() {
        forgetAdminCookie();
        setUser(null);
      },
    }),
    [user, resolving],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider (root.tsx)');
  return state;
}
