/** 签约: the risk disclosure and the service agreement, signed online with a confirm checkbox. */
import type { LegalText } from '@common/legal';
import type { ProductOrder } from '@common/product';
import { PRODUCT_RISK_DISCLOSURE, PRODUCT_SERVICE_AGREEMENT } from '@common/product-vocab';
import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { signProduct } from './product-api';

function Agreement({ text }: { text: LegalText }) {
  return (
    <section className="product-agreement">
      <h3>{text.title}</h3>
      {text.sections.map((s) => (
        <div key={s.heading}>
          <h4>{s.heading}</h4>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ))}
    </section>
  );
}

export function SignDialog({
  order,
  onClose,
  onSigned,
}: {
  order: ProductOrder;
  onClose: () => void;
  onSigned: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const { message } = useFeedback();
  const { submit, pending } = useSubmit<void>(async () => {
    await signProduct(order.id);
    message.success('签约成功，请等待审核');
    onSigned();
  });
  return (
    <Modal
      open
      title={`签约：${order.product_name}`}
      okText="确认签约"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !agreed, loading: pending }}
      width={640}
      centered
    >
      <div className="product-agreements">
        <Agreement text={PRODUCT_RISK_DISCLOSURE} />
        <Agreement text={PRODUCT_SERVICE_AGREEMENT} />
      </div>
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        我已阅读并同意《{PRODUCT_RISK_DISCLOSURE.title}》和《{PRODUCT_SERVICE_AGREEMENT.title}》
      </Checkbox>
    </Modal>
  );
}
