/**
 * The browser's API client (DESIGN §4, SPEC §7–§8): signed headers, the response envelope, the 15 s
 * time-out, one re-signed retry on a bad signature, and the cross-cutting reactions to failures
 * ("not logged in" opens the login dialog, anything else is a 1.5 s error toast).
 *
 * It knows no UI kit: the layout that owns the toasts and dialogs registers them with `setApiHandlers`.
 */
import { PAGE_FETCH_MIN_DELAY_MS, REQUEST_TIMEOUT_MS } from '@common/constants';
import { type Envelope, ErrCode, ErrMessage } from '@common/error-codes';
import { signHeaders } from '@common/sign';

/** A failed call: a non-zero errCode (with the envelope's data), a time-out or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** errCode of failures that never reached the API (network down, time-out, a non-JSON answer). */
export const NETWORK_ERROR_CODE = 'network';
const NETWORK_MSG = '网络异常，请检查网络后重试';
const TIMEOUT_MSG = '请求超时，请稍后重试';

/** Calls whose "not logged in" answer is expected and stays silent (SPEC §4). */
const SILENT_LOGIN_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/user/info',
  '/api/v2/user/medal/list',
  '/api/v1/article/forward-out',
]);

export interface ApiHandlers {
  /** errCode "1": clear the client's user record and open the login dialog. */
  onNotLoggedIn(): void;
  /** Any other failure of a call that is not `quiet`: an error toast. */
  onError(message: string): void;
}

export interface CallOptions {
  /** The caller reports the failure itself: no error toast (errCode "1" is still handled). */
  quiet?: boolean;
  /** A list's first-page serverTime, sent as `Page-Time` on its later pages (SPEC §7). */
  pageTime?: number;
  signal?: AbortSignal;
  /** POST unless given: SPEC's system-user calls are GET, PUT and DELETE (a GET sends no body). */
  method?: 'POST' | 'PUT' | 'DELETE' | 'GET';
}

/** The editors' console's pages: their "not logged in" is the console's login page, never the members' dialog. */
export const CONSOLE_PATH = /^\/console(?:\/|$)/;
export const CONSOLE_LOGIN_PATH = '/console/login';

export interface ApiClientDeps {
  fetch: typeof fetch;
  now: () => number;
  /** The signing secret from the root loader's publicEnv. */
  getSecret: () => string;
  getHandlers: () => ApiHandlers;
  timeoutMs?: number;
  pageMinDelayMs?: number;
}

export { signHeaders } from '@common/sign';

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).errCode === 'string';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** One HTTP round trip; rejects with ApiError(NETWORK_ERROR_CODE) unless the caller aborted. */
  async function send(path: string, body: object, options: CallOptions): Promise<Envelope> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...signHeaders(deps.getSecret(), deps.now()),
      };
      if (options.pageTime !== undefined) headers['Page-Time'] = String(options.pageTime);
      const method = options.method ?? 'POST';
      const response = await deps.fetch(path, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
      const payload: unknown = await response.json().catch(() => null);
      if (isEnvelope(payload)) return payload;
      throw new ApiError(NETWORK_ERROR_CODE, ErrMessage[ErrCode.SERVER_ERROR]);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (options.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_CODE, timedOut ? TIMEOUT_MSG : NETWORK_MSG);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  /**
   * Calls an API path and returns the whole envelope of a successful (errCode "0") answer.
   * Failures reject with ApiError after the SPEC §8 reaction has run.
   */
  async function callApi<T>(
    path: string,
    body: object = {},
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    let envelope: Envelope;
    try {
      envelope = await send(path, body, options);
      // A bad or expired signature (clock skew, a stale tab): re-sign once.
      if (envelope.errCode === ErrCode.BAD_SIGNATURE) envelope = await send(path, body, options);
    } catch (error) {
      if (error instanceof ApiError && !options.quiet) deps.getHandlers().onError(error.message);
      throw error;
    }
    if (envelope.errCode === ErrCode.OK) return envelope as Envelope<T>;
    const message = envelope.msg || envelope.resultInfo || ErrMessage[ErrCode.SERVER_ERROR];
    // Handlers are looked up after the answer: a call started while the page mounts gets the UI's.
    if (envelope.errCode === ErrCode.NOT_LOGGED_IN) {
      const here = typeof window === 'undefined' ? null : window.location;
      if (here && CONSOLE_PATH.test(here.pathname) && here.pathname !== CONSOLE_LOGIN_PATH) {
        const back = encodeURIComponent(here.pathname + here.search);
        here.assign(`${CONSOLE_LOGIN_PATH}?redirect=${back}`);
      } else if (!SILENT_LOGIN_PATHS.has(path)) deps.getHandlers().onNotLoggedIn();
    } else if (!options.quiet) {
      deps.getHandlers().onError(message);
    }
    throw new ApiError(envelope.errCode, message, envelope.data);
  }

  /** Calls an API path and returns the envelope's data. */
  async function api<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
    return (await callApi<T>(path, body, options)).data;
  }

  /**
   * One page of a list (`start` is the 1-based page number): pages after the first carry the first
   * page's serverTime as `Page-Time`, and the answer takes at least PAGE_FETCH_MIN_DELAY_MS so a fast
   * answer does not flash the loading state (SPEC §9).
   */
  async function fetchPage<T>(
    path: string,
    body: { start: number } & Record<string, unknown>,
    firstPageTime?: number,
    options: Omit<CallOptions, 'pageTime'> = {},
  ): Promise<Envelope<T>> {
    const pageTime = body.start > 1 ? firstPageTime : undefined;
    const [envelope] = await Promise.all([
      callApi<T>(path, body, { ...options, pageTime }),
      delay(deps.pageMinDelayMs ?? PAGE_FETCH_MIN_DELAY_MS),
    ]);
    return envelope;
  }

  return { callApi, api, fetchPage };
}

// ---- the app's client ----

let signSecret = '';
/** Set from the root loader's publicEnv before anything calls the API (see root.tsx). */
export function setSignSecret(secret: string): void {
  signSecret = secret;
}

/** Signed headers for a call whose answer is not an envelope (a file download). */
export const currentSignHeaders = () => signHeaders(signSecret, Date.now());

const loggingHandlers: ApiHandlers = {
  onNotLoggedIn() {},
  onError(message) {
    console.error(message);
  },
};
let handlers = loggingHandlers;

/** Registers the UI's reactions; returns the function that unregisters them. */
export function setApiHandlers(next: ApiHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = loggingHandlers;
  };
}

export const { callApi, api, fetchPage } = createApiClient({
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  getSecret: () => signSecret,
  getHandlers: () => handlers,
});
