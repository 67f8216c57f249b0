export interface WechatProfile {
  openId: string;
  unionId: string | null;
  nickname: string;
  avatar: string;
}

/** WeChat Open Platform website login (扫码登录). */
export interface WechatLoginProvider {
  readonly name: string;
  /** Where the browser goes to scan; WeChat returns to `callbackUrl?code=…&state=…`. */
  authorizeUrl(callbackUrl: string, state: string): string;
  /** Turns the code WeChat returned into the member's WeChat profile; throws on a bad code. */
  exchangeCode(code: string): Promise<WechatProfile>;
}
