/** A sidebar QR code (antd's QRCode and its encoder), loaded apart from the page (home-sidebar.tsx). */
import { ScannableQRCode } from '~/components/qr-code';
import { SIDEBAR_QR_SIZE } from './sidebar-links';

export function SidebarQrCode({ value, label }: { value: string; label: string }) {
  return <ScannableQRCode label={label} value={value} size={SIDEBAR_QR_SIZE} type="svg" bordered={false} />;
}
