import { escapeHtml } from '../../../common/html';

/** Minimal server-rendered pages of the WeChat login flow (no React: they live outside the site's chrome). */

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
main{max-width:360px;margin:60px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 12px}p{color:#666;font-size:14px}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:4px}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:4px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
a{color:#1677ff}</style></head><body><main>${body}</main></body></html>`;

export function renderAuthorizePage(p: {
  redirect_uri: string;
  state: string;
  openId: string;
  action: string;
}) {
  return page(
    '微信授权登录（本地模拟）',
    `<h1>微信授权登录</h1>
<p>本地开发环境：此页面代替微信扫码。确认后将以下微信身份授权给研社。</p>
<form method="post" action="${escapeHtml(p.action)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(p.redirect_uri)}">
<input type="hidden" name="state" value="${escapeHtml(p.state)}">
<label for="open_id">微信 OpenID（保留此值可再次以同一微信登录）</label>
<input id="open_id" name="open_id" value="${escapeHtml(p.openId)}" required pattern="[\\w\\-]{6,64}">
<label for="nickname">微信昵称</label>
<input id="nickname" name="nickname" value="微信用户" required maxlength="32">
<button type="submit">确认登录</button>
</form>`,
  );
}

export function renderErrorPage(message: string) {
  return page(
    '微信登录失败',
    `<h1>微信登录失败</h1><p>${escapeHtml(message)}</p><p><a href="/">返回首页</a></p>`,
  );
}
