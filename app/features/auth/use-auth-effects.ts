/** The page-level account behaviours of SPEC §4 on the desktop, with its antd toasts. */
import { useDesktopToasts } from './desktop-toasts';
import { useShellAuthEffects } from './shell-auth-effects';

export function useAuthEffects(): void {
  useShellAuthEffects(useDesktopToasts());
}
