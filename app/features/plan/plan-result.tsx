/** /plan's 记录结果 dialog: the outcome and the executed price; the server computes the return. */
import { PLAN_MSG, PLAN_OUTCOME_NOT_EXECUTED, PLAN_OUTCOMES, type PlanItem, planRate } from '@common/plan';
import { checkPositiveDecimal } from '@common/validation';
import { Form, Radio } from 'antd';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { recordPlanResult } from './plan-api';
import { numberRule, SaveDialog, YuanInput } from './plan-fields';

export function PlanResultDialog(props: { plan: PlanItem | null; onClose: () => void; onSaved: () => void }) {
  const { plan } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<{ outcome: number; exec_price: string }>();
  const outcome = Form.useWatch('outcome', form);

  const { submit, pending } = useSubmit<void>(async () => {
    if (!plan) return;
    let values: { outcome: number; exec_price: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const saved = await recordPlanResult(plan.article_id, values.outcome, values.exec_price ?? '');
    void message.success(
      saved.return_rate === null ? '结果已记录' : `结果已记录，收益 ${planRate(saved.return_rate)}`,
    );
    props.onSaved();
  });

  return (
    <SaveDialog
      open={plan !== null}
      title={plan ? `记录结果：${plan.title}` : '记录结果'}
      pending={pending}
      onSave={() => void submit()}
      onClose={props.onClose}
    >
      <Form form={form} name="plan-result" layout="vertical" initialValues={{ outcome: 1 }}>
        <Form.Item label="执行结果" name="outcome">
          <Radio.Group options={PLAN_OUTCOMES.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        {outcome !== PLAN_OUTCOME_NOT_EXECUTED && (
          <Form.Item
            label="成交价"
            name="exec_price"
            rules={[numberRule(PLAN_MSG.execRequired, checkPositiveDecimal)]}
          >
            <YuanInput />
          </Form.Item>
        )}
      </Form>
    </SaveDialog>
  );
}
