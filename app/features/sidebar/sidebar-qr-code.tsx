/** A sidebar QR code (antd's QRCode and its encoder), loaded apart from the page (home-sidebar.tsx). */
import { QRCode } from 'antd';
import { SIDEBAR_QR_SIZE } from './sidebar-links';

export function SidebarQrCode({ value }: { value: string }) {
  return <QRCode value={value} size={SIDEBAR_QR_SIZE} type="svg" bordered={false} />;
}
