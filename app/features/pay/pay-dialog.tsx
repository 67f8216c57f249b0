/** The desktop's pay dialog (pay-context.ts says how features open it). */
import { QR_SIZE_PAY, TOAST_SECONDS } from '@common/constants';
import type { PayType } from '@common/money-vocab';
import { Button, Modal, Radio } from 'antd';
import { useMemo } from 'react';
import { useFeedback } from '~/components/feedback';
import { ScannableQRCode } from '~/components/qr-code';
import type { PayDialogProps } from './pay-host';
import { localPayPage, type PayToasts, payTypeLabel, usePayFlow } from './use-pay-flow';
import './pay.css';

export function PayDialog(props: PayDialogProps) {
  const { message } = useFeedback();
  const toasts = useMemo<PayToasts>(
    () => ({
      success: (text) => message.success(text, TOAST_SECONDS),
      error: (text) => message.error(text, TOAST_SECONDS),
    }),
    [message],
  );
  const flow = usePayFlow(props, toasts);
  const localPage = typeof location === 'undefined' ? null : localPayPage(flow.codeUrl, location.origin);

  return (
    <Modal
      title="支付订单"
      open
      footer={null}
      onCancel={flow.cancel}
      width={400}
      centered
      maskClosable={false}
    >
      <div className="pay-dialog">
        <p className="pay-subject">{props.order.subject}</p>
        <p className="pay-price">{flow.price}</p>
        {flow.codeUrl ? (
          <div className="pay-scan">
            <ScannableQRCode label="微信支付二维码" value={flow.codeUrl} size={QR_SIZE_PAY} />
            <p className="pay-scan-hint">请使用微信扫码支付</p>
            {localPage && (
              <a href={localPage} target="_blank" rel="noopener" className="pay-local-link">
                在本机打开支付页
              </a>
            )}
            {flow.pollStopped && (
              <Button type="link" size="small" onClick={flow.resumePoll}>
                重新查询支付结果
              </Button>
            )}
          </div>
        ) : (
          <>
            <Radio.Group
              className="pay-types"
              aria-label="支付方式"
              value={flow.payType}
              onChange={(e) => flow.setPayType(e.target.value as PayType)}
              options={flow.payTypes.map((type) => ({
                value: type,
                label: payTypeLabel(type, flow.balances),
              }))}
            />
            <Button type="primary" block loading={flow.paying} onClick={flow.confirm}>
              确认支付
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
