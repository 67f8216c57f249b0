/**
 * The console pages' calls: a console call that toasts its success message, a list loaded on mount and
 * reloaded after each change, and a paged list with its table's pagination. Failures are toasted by the API
 * client (not quiet), and a lost console session goes to /console/login (~/lib/api).
 */
import { useCallback, useEffect, useState } from 'react';
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

/**
 * A console call that changes a list, then the list again: `act` answers the call's result (undefined when
 * it failed, and then the list is not reloaded).
 */
export function useConsoleActions(reload: () => unknown) {
  const { call, busy } = useConsoleCall();
  const act = useCallback(
    async <T>(path: string, body: object, success?: string): Promise<T | undefined> => {
      const done = await call<T>(path, body, success);
      if (done !== undefined) await reload();
      return done;
    },
    [call, reload],
  );
  return { call, act, busy };
}

/** Loads a console list on mount, whenever its body changes, and on `reload()`. */
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
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, loading, reload };
}

/** The rows a console table shows a page. */
export const CONSOLE_PAGE_SIZE = 20;

/** REFERENCE's paged answer, as much of it as a console table reads. */
export interface PagedRows<T> {
  result: T[];
  totalCount: number;
}

/**
 * A server-paged console list (REFERENCE's `start`/`limit`) and its antd table's props (`table`: loading,
 * rows, pagination). The page size is fixed, so the table offers no size changer; a page that changes its
 * filter sets page 1 itself.
 */
export function useConsolePaged<T>(path: string, body: object = {}, pageSize = CONSOLE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const list = useConsoleList<PagedRows<T>>(path, { ...body, start: page, limit: pageSize });
  const pagination = {
    current: page,
    pageSize,
    total: list.data?.totalCount ?? 0,
    showSizeChanger: false,
    onChange: setPage,
  };
  const rows = list.data?.result ?? [];
  return { ...list, rows, page, setPage, table: { loading: list.loading, dataSource: rows, pagination } };
}
