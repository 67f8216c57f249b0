import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { logout } from './auth-api';
import { useAuth } from './auth-context';
import { pathNeedsLogin } from './login-gate';

/** Log out (SPEC §4): forget the user, then leave for `/` if this page needs login, else refresh its data. */
export function useLogout() {
  const { clearUser } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    try {
      await logout();
    } catch {
      return; // the API client has shown the reason; the session is still there
    }
    clearUser();
    if (pathNeedsLogin(pathname)) await navigate('/');
    else await revalidator.revalidate();
  };
}
