/**
 * The phone's pay dialog (pay-context.ts says how features open it): a bottom sheet over the shared flow
 * (use-pay-flow.ts) with the subject and price, the pay types the order accepts with the member's
 * balances, 确认支付, and for WeChat the 160 px QR code polled every 5 s (SPEC §4, §9). A failure closes
 * the sheet; its message is a 1.5 s toast (SPEC §8).
 */
import { QR_SIZE_PAY } from '@common/constants';
import type { PayType } from '@common/money-vocab';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import type { PayDialogProps } from '~/features/pay/pay-host';
import { localPayPage, type PayToasts, payTypeLabel, usePayFlow } from '~/features/pay/use-pay-flow';
import { showToast } from '~/h5/shell/toasts';
import './money.css';

const SHEET_TOASTS: PayToasts = {
  success: (text) => showToast(text, { icon: 'success' }),
  error: (text) => showToast(text, { icon: 'fail' }),
};

export function PaySheet(props: PayDialogProps) {
  const flow = usePayFlow(props, SHEET_TOASTS);
  const titleId = useId();
  const localPage = localPayPage(flow.codeUrl, location.origin);

  return (
    // A tap beside the sheet does not close it: a WeChat payment may be under way on the member's phone.
    <Popup visible showCloseButton onClose={flow.cancel} bodyClassName="h5-pay-sheet">
      <section className="h5-pay" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="h5-pay-title" id={titleId}>
          支付订单
        </h2>
        <p className="h5-pay-subject">{props.order.subject}</p>
        <p className="h5-pay-price">{flow.price}</p>
        {flow.codeUrl ? (
          <div className="h5-pay-scan">
            <QRCodeSVG value={flow.codeUrl} size={QR_SIZE_PAY} role="img" aria-label="微信支付二维码" />
            <p className="h5-pay-hint">请使用微信扫码支付</p>
            {localPage && (
              <a href={localPage} target="_blank" rel="noopener" className="h5-pay-link">
                在本机打开支付页
              </a>
            )}
            {flow.pollStopped && (
              <Button fill="none" color="primary" onClick={flow.resumePoll}>
                重新查询支付结果
              </Button>
            )}
          </div>
        ) : (
          <>
            <Selector
              className="h5-pay-types"
              aria-label="支付方式"
              columns={1}
              value={[flow.payType]}
              // A tap on the chosen type would clear it: keep one chosen.
              onChange={(values: PayType[]) => values[0] && flow.setPayType(values[0])}
              options={flow.payTypes.map((type) => ({
                value: type,
                label: payTypeLabel(type, flow.balances),
              }))}
            />
            <Button block color="primary" size="large" loading={flow.paying} onClick={flow.confirm}>
              确认支付
            </Button>
          </>
        )}
      </section>
    </Popup>
  );
}
