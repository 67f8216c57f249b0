/** /plan's 记录结果 dialog: the outcome and the executed price; the server computes the return. */
import { PLAN_MSG, PLAN_OUTCOME_NOT_EXECUTED, PLAN_OUTCOMES, type PlanItem, planRate } from '@common/plan';
import { checkPositiveDecimal } from '@common/validation';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { recordPlanResult } from './plan-api';

export function PlanResultDialog(props: { plan: PlanItem | null; onClose: () => void; onSaved: () => void }) {
  const { plan } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<{ outcome: number; exec_price: string }>();
  const outcome = Form.useWatch('outcome', form);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!plan) return;
    let values: { outcome: number; exec_price: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      const saved = await recordPlanResult(plan.article_id, values.outcome, values.exec_price ?? '');
      void message.success(
        saved.return_rate === null ? '结果已记录' : `结果已记录，收益 ${planRate(saved.return_rate)}`,
      );
      props.onSaved();
    } catch {
      // The API client has shown the reason.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={plan !== null}
      title={plan ? `记录结果：${plan.title}` : '记录结果'}
      okText="保存"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} name="plan-result" layout="vertical" initialValues={{ outcome: 1 }}>
        <Form.Item label="执行结果" name="outcome">
          <Radio.Group options={PLAN_OUTCOMES.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        {outcome !== PLAN_OUTCOME_NOT_EXECUTED && (
          <Form.Item
            label="成交价"
            name="exec_price"
            rules={[
              {
                validator: async (_: unknown, v: string | undefined) => {
                  const text = (v ?? '').trim();
                  if (!text) throw new Error(PLAN_MSG.execRequired);
                  const problem = checkPositiveDecimal(text);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input inputMode="decimal" suffix="元" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
