import { WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { startWxLogin } from './auth-api';

/**
 * WeChat login: the authorise page opens in a new window and comes back to this path with type=wx and
 * an openid (use-wx-login-callback.ts finishes there). The window opens before the call so the browser
 * counts it as a reaction to the click rather than a popup.
 */
export function WxLoginButton() {
  const [pending, setPending] = useState(false);
  const start = async () => {
    const popup = window.open('', '_blank');
    setPending(true);
    try {
      const url = await startWxLogin(window.location.pathname);
      if (popup) popup.location.href = url;
      else window.location.assign(url);
    } catch {
      popup?.close(); // the API client has shown the reason
    } finally {
      setPending(false);
    }
  };
  return (
    <Button block icon={<WechatOutlined />} loading={pending} onClick={start}>
      微信登录
    </Button>
  );
}
