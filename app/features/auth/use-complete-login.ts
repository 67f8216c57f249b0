import { useFeedback } from '~/components/feedback';
import { useLoginCompletion } from './shell-auth-effects';

/** The desktop's completion of a login (shell-auth-effects.ts), with antd's success toast. */
export function useCompleteLogin() {
  const { message } = useFeedback();
  return useLoginCompletion((text, seconds) => message.success(text, seconds));
}
