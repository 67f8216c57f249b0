/**
 * /download-app (SPEC §2): the app's QR codes and store links, and the official account's QR code, all
 * from the settings editors keep in the console ('app_download', 'official_account').
 */
import type { AppDownload, OfficialAccount, SidebarQr } from '@common/site-config';
import { Button } from 'antd';
import { ScannableQRCode } from '~/components/qr-code';
import { leavingUrl } from '~/features/article/leaving-url';
import './download-app.css';

/** SPEC §9's payment QR size: large enough to scan from a screen. */
const QR_SIZE = 160;

function QrFigure({ value, label, store }: { value: string; label: string; store?: string }) {
  return (
    <figure className="download-app-qr" aria-label={label}>
      {value ? (
        <ScannableQRCode label={label} value={value} size={QR_SIZE} type="svg" />
      ) : (
        <div className="download-app-missing">暂未上架</div>
      )}
      <figcaption>{label}</figcaption>
      {store && value && (
        <Button href={leavingUrl(value)} size="small">
          {store}
        </Button>
      )}
    </figure>
  );
}

export function DownloadAppPage({
  app,
  account,
  qr,
}: {
  app: AppDownload;
  account: OfficialAccount;
  qr: SidebarQr;
}) {
  return (
    <section className="panel download-app">
      <h1>下载研社 App</h1>
      <p className="download-app-lead">用手机扫码下载，随时随地看研报、发观点、查异动。</p>
      <div className="download-app-qrs">
        <QrFigure value={qr.app} label="扫码下载" />
        <QrFigure value={app.ios_url} label="iPhone 版" store="App Store 下载" />
        <QrFigure value={app.android_url} label="Android 版" store="下载 Android 安装包" />
      </div>
      <h2>官方公众号{account.name ? `：${account.name}` : ''}</h2>
      {account.intro && <p className="download-app-lead">{account.intro}</p>}
      <div className="download-app-qrs">
        {qr.official ? (
          <QrFigure value={qr.official} label="微信扫码关注" />
        ) : (
          <p className="download-app-lead">公众号即将开通</p>
        )}
      </div>
    </section>
  );
}
