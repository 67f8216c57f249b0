/** WeChat's JS-SDK, which the /h5 pages load inside WeChat for the share card (SPEC §3, issue 13). */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** The pages' CSP allows scripts from here (server/plugins/security.ts). */
export const WECHAT_JS_SDK_ORIGIN = new URL(WECHAT_JS_SDK_URL).origin;
