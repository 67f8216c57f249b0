/**
 * antd's QRCode as every desktop page shows one: named for screen readers (its svg has role img), and
 * black modules on a white quiet zone in both themes, since antd's default draws light modules on dark in
 * dark mode, which many phone scanners cannot read.
 */
import { QRCode, type QRCodeProps } from 'antd';

export function ScannableQRCode({
  label,
  ...props
}: Omit<QRCodeProps, 'color' | 'bgColor'> & { label: string }) {
  return <QRCode {...props} color="#000" bgColor="#fff" aria-label={label} />;
}
