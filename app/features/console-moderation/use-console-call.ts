/**
 * The moderation and site pages' calls: a console call that toasts its success message. Failures are
 * toasted by the API client (not quiet), and a lost console session goes to /console/login (~/lib/api).
 */
import { useCallback, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { api } from '~/lib/api';

export function useConsoleCall() {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const call = useCallback(
    async <T>(path: string, body: object = {}, success?: string): Promise<T | undefined> => {
      setBusy(true);
      try {
        const data = await api<T>(path, body);
        if (success) message.success(success);
        return data;
      } catch {
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { call, busy };
}

/** Loads a console list on mount and on `reload()`. */
export function useConsoleList<T>(path: string, body: object = {}) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(body);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api<T>(path, JSON.parse(key)));
    } catch {
      // Toasted by the API client.
    } finally {
      setLoading(false);
    }
  }, [path, key]);
  return { data, loading, reload };
}
