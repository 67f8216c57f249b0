/** The client's login state (SPEC §4), fed by the root loader's user. Kit-free: both layouts use it. */
import { ADMIN_COOKIE, type PublicUser } from '@common/user';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface AuthState {
  user: PublicUser | null;
  /** Forget the user on this page: the `admin` cookie and the in-memory record. */
  clearUser(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({
  user: loaderUser,
  children,
}: {
  user: PublicUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(loaderUser);
  // A revalidated root loader knows better than what this page remembered.
  useEffect(() => setUser(loaderUser), [loaderUser]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      clearUser() {
        // The server clears it too; this covers a session that expired without a logout call.
        // biome-ignore lint/suspicious/noDocumentCookie: a fixed deletion string; cookieStore is not in every browser we serve.
        document.cookie = `${ADMIN_COOKIE}=; Max-Age=0; Path=/`;
        setUser(null);
      },
    }),
    [user],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider (root.tsx)');
  return state;
}
