/** WeChat's server API host; WECHAT_API_BASE may point at a relay with a fixed egress IP (WeChat's IP whitelist). */
export const WECHAT_API_BASE = 'https://api.weixin.qq.com';

/** A refusal from WeChat's API (`errcode` non-zero) or an answer it could not have sent. */
export class WechatApiError extends Error {
  override readonly name = 'WechatApiError';
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wechat api error ${errcode}: ${errmsg}`);
  }
}

/**
 * GETs one of WeChat's JSON endpoints. The URL carries secrets (appsecret, access_token), so no error
 * thrown here ever includes it: a failure becomes a WechatApiError with WeChat's code, or -1 for transport.
 */
export async function getWechatJson<T extends object>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new WechatApiError(-1, err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network');
  }
  const body = (await res.json().catch(() => null)) as (T & { errcode?: number; errmsg?: string }) | null;
  if (typeof body !== 'object' || body === null) throw new WechatApiError(-1, `HTTP ${res.status}, not JSON`);
  if (body.errcode) throw new WechatApiError(body.errcode, String(body.errmsg ?? ''));
  return body;
}
