/**
 * WeChat's share card for an h5 page (SPEC §3, issue 13): inside WeChat the page asks the server to sign
 * its URL (/open/wx/config, docs/api/social.md), configures the JS-SDK with the answer and sets the card
 * that 分享给朋友 and 分享到朋友圈 show. Anywhere else it does nothing. Any failure leaves WeChat's
 * default card (the page title and URL): sharing still works.
 */
import { WECHAT_JS_SDK_URL } from '@common/wechat';
import { useEffect } from 'react';
import { api } from '~/lib/api';
import type { ShareCard } from './share-card';

export const isWeChat = (userAgent: string) => /MicroMessenger/i.test(userAgent);

interface WxConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

/** The part of the JS-SDK's global `wx` this uses. */
interface WxSdk {
  config(options: WxConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: WxShareData): void;
}

let sdk: Promise<WxSdk> | null = null;

function loadSdk(): Promise<WxSdk> {
  sdk ??= new Promise<WxSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as { wx?: WxSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('the WeChat JS-SDK defined no wx'));
    };
    script.onerror = () => {
      // A later page may try again.
      sdk = null;
      reject(new Error('the WeChat JS-SDK did not load'));
    };
    document.head.append(script);
  });
  return sdk;
}

/**
 * The URL WeChat checks the signature against, without its fragment: on iOS the page the WebView first
 * opened (it keeps that URL through client-side navigation), elsewhere the current one.
 */
function signedUrl(): string {
  const landing = performance.getEntriesByType('navigation')[0]?.name;
  const url = /iPhone|iPad|iPod/i.test(navigator.userAgent) && landing ? landing : location.href;
  return url.split('#')[0];
}

export function useWxShare({ title, desc, link, imgUrl }: ShareCard): void {
  useEffect(() => {
    if (!isWeChat(navigator.userAgent)) return;
    let live = true;
    Promise.all([api<WxConfig>('/open/wx/config', { url: signedUrl() }, { quiet: true }), loadSdk()])
      .then(([config, wx]) => {
        if (!live) return;
        wx.config({
          debug: false,
          ...config,
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
        });
        wx.ready(() => {
          wx.updateAppMessageShareData({ title, desc, link, imgUrl });
          wx.updateTimelineShareData({ title, link, imgUrl });
        });
      })
      .catch(() => {
        // WeChat's default card stays (see above).
      });
    return () => {
      live = false;
    };
  }, [title, desc, link, imgUrl]);
}
