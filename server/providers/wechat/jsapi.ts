import type { FastifyBaseLogger } from 'fastify';
import { getWechatJson, WECHAT_API_BASE, WechatApiError } from './http';

/** The ticket the JS-SDK's `wx.config` signature is made with (公众号 JS-SDK, 附录1). */
export interface JsapiTicketProvider {
  readonly name: string;
  /** The appId `wx.config` is given; the ticket belongs to it. */
  readonly appId: string;
  /** A jsapi_ticket that stays valid for a while yet; throws WechatApiError when WeChat refuses. */
  ticket(): Promise<string>;
}

/** Local stand-in: fixed values, so development pages get a well-formed config without WeChat. */
export class LocalJsapi implements JsapiTicketProvider {
  readonly name = 'local';
  readonly appId = 'wx_local_development';
  static readonly TICKET = 'yanshe-local-development-jsapi-ticket';

  async ticket(): Promise<string> {
    return LocalJsapi.TICKET;
  }
}

export type WechatTokenKind = 'access_token' | 'jsapi_ticket';

export interface StoredToken {
  value: string;
  /** When to stop using it (already a margin before WeChat's expiry). */
  expiresAt: Date;
}

/** Where fetched tokens are shared between instances (the database: modules/wx-share/wx-share.repo.ts). */
export interface WechatTokenStore {
  read(appId: string, kind: WechatTokenKind): Promise<StoredToken | undefined>;
  /** Keeps whichever of the stored and the given token lasts longer, and returns it. */
  write(appId: string, kind: WechatTokenKind, token: StoredToken): Promise<StoredToken>;
}

/** WeChat's codes for an access_token that is invalid or expired (another refresh may have retired it). */
const STALE_ACCESS_TOKEN = new Set([40001, 40014, 42001]);

/** Stop using a value this long before WeChat's expiry (or halfway, for a short-lived one). */
const REFRESH_MARGIN_S = 300;

/**
 * The real Official Account (公众号) API: client_credential access_token, then the jsapi ticket. Both are
 * cached in memory and in the shared store until shortly before they expire. One fetch per kind runs at
 * a time in this process (concurrent callers wait for it), and the store's upsert keeps the longest-lived
 * value when instances race.
 */
export class OfficialAccountJsapi implements JsapiTicketProvider {
  readonly name = 'wechat';
  private readonly memory = new Map<WechatTokenKind, StoredToken>();
  private readonly inflight = new Map<WechatTokenKind, Promise<string>>();

  constructor(
    readonly appId: string,
    private readonly appSecret: string,
    private readonly deps: {
      store: WechatTokenStore;
      log: FastifyBaseLogger;
      apiBase?: string;
      now?: () => number;
    },
  ) {}

  async ticket(): Promise<string> {
    return this.cached('jsapi_ticket', async () => {
      const token = await this.cached('access_token', () => this.fetchAccessToken());
      try {
        return await this.fetchTicket(token);
      } catch (err) {
        if (!(err instanceof WechatApiError && STALE_ACCESS_TOKEN.has(err.errcode))) throw err;
        // Retired by a refresh elsewhere (or revoked): fetch a new one once, ignoring the cached value.
        this.deps.log.warn({ errcode: err.errcode }, 'wechat access_token rejected, refreshing');
        const fresh = await this.cached('access_token', () => this.fetchAccessToken(), token);
        return this.fetchTicket(fresh);
      }
    });
  }

  private get now() {
    return (this.deps.now ?? Date.now)();
  }

  /**
   * The token of this kind from memory, else the store, else `fetch`. `stale` names a value known to be
   * rejected, which is then never returned.
   */
  private async cached(
    kind: WechatTokenKind,
    fetch: () => Promise<{ value: string; expiresIn: number }>,
    stale?: string,
  ): Promise<string> {
    const usable = (t: StoredToken | undefined): t is StoredToken =>
      t !== undefined && t.value !== stale && t.expiresAt.getTime() > this.now;
    const inMemory = this.memory.get(kind);
    if (usable(inMemory)) return inMemory.value;
    const running = this.inflight.get(kind);
    if (running) {
      const value = await running;
      if (value !== stale) return value;
    }
    const load = (async () => {
      const stored = await this.deps.store.read(this.appId, kind);
      if (usable(stored)) {
        this.memory.set(kind, stored);
        return stored.value;
      }
      const { value, expiresIn } = await fetch();
      const lifetimeS = Math.max(expiresIn - REFRESH_MARGIN_S, expiresIn / 2);
      const kept = await this.deps.store.write(this.appId, kind, {
        value,
        expiresAt: new Date(this.now + lifetimeS * 1000),
      });
      this.memory.set(kind, kept);
      return kept.value;
    })().finally(() => {
      if (this.inflight.get(kind) === load) this.inflight.delete(kind);
    });
    this.inflight.set(kind, load);
    return load;
  }

  private async fetchAccessToken() {
    const q = new URLSearchParams({
      grant_type: 'client_credential',
      appid: this.appId,
      secret: this.appSecret,
    });
    const body = await getWechatJson<{ access_token?: string; expires_in?: number }>(
      `${this.deps.apiBase ?? WECHAT_API_BASE}/cgi-bin/token?${q}`,
    );
    return valid(body.access_token, body.expires_in, 'access_token');
  }

  private async fetchTicket(accessToken: string) {
    const q = new URLSearchParams({ access_token: accessToken, type: 'jsapi' });
    const body = await getWechatJson<{ ticket?: string; expires_in?: number }>(
      `${this.deps.apiBase ?? WECHAT_API_BASE}/cgi-bin/ticket/getticket?${q}`,
    );
    return valid(body.ticket, body.expires_in, 'ticket');
  }
}

function valid(value: string | undefined, expiresIn: number | undefined, what: string) {
  if (!value || typeof expiresIn !== 'number' || !(expiresIn > 0)) {
    throw new WechatApiError(-1, `no ${what} in the answer`);
  }
  return { value, expiresIn };
}
