/**
 * The add/edit dialog of /plan: a stock (the editors' stock-picker search), direction, prices, size,
 * validity and reason. The form checks what the server checks (common/plan.ts), with the same messages;
 * the server stays the judge (and resolves the validity to the trading day the plan is due).
 */
import { checkPlanPrices, PLAN_MSG, PLAN_REASON_MAX, type PlanItem, toFen } from '@common/plan';
import type { StockItem } from '@common/stock';
import { checkPositiveDecimal, checkPositiveInteger } from '@common/validation';
import { AutoComplete, Form, Input, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { useStockSuggestions } from '../stock-picker/use-stock-suggestions';
import { addPlan, type PlanFormValues, updatePlan } from './plan-api';
import { numberRule, SaveDialog, YuanInput } from './plan-fields';

type Values = Omit<PlanFormValues, 'stock_id'>;

const decimalRule = (requiredMsg: string) => numberRule(requiredMsg, checkPositiveDecimal);

function StockField({ stock, onPick }: { stock: StockItem | null; onPick: (s: StockItem | null) => void }) {
  const [keyword, setKeyword] = useState(stock ? `${stock.name}(${stock.code})` : '');
  const { stocks, loading } = useStockSuggestions(keyword);
  return (
    <AutoComplete
      id="plan-stock"
      aria-label="股票"
      placeholder="输入股票名称、代码或拼音"
      value={keyword}
      showSearch={{
        onSearch: (v) => {
          setKeyword(v);
          onPick(null);
        },
      }}
      defaultActiveFirstOption
      options={stocks.map((s) => ({ value: String(s.stock_id), label: `${s.name} ${s.code}` }))}
      notFoundContent={!keyword.trim() || stock ? null : loading ? <Spin size="small" /> : '未找到相关股票'}
      onSelect={(value: string) => {
        const picked = stocks.find((s) => String(s.stock_id) === value);
        if (picked) {
          onPick(picked);
          setKeyword(`${picked.name}(${picked.code})`);
        }
      }}
    />
  );
}

export function PlanFormDialog(props: {
  open: boolean;
  plan: PlanItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { plan } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [stock, setStock] = useState<StockItem | null>(
    plan ? ({ stock_id: plan.stock_id, name: plan.stock_name, code: plan.stock_code } as StockItem) : null,
  );
  const [stockError, setStockError] = useState('');

  const { submit, pending } = useSubmit<void>(async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      if (!stock) setStockError(PLAN_MSG.stockRequired);
      return;
    }
    if (!stock) {
      setStockError(PLAN_MSG.stockRequired);
      return;
    }
    const body = { ...values, stock_id: stock.stock_id };
    const saved = plan ? await updatePlan(plan.article_id, body) : await addPlan(body);
    void message.success(`${plan ? '计划已修改' : '计划已保存'}，交易日 ${saved.trade_date}`);
    props.onSaved();
  });

  const orderRule = {
    validator: async () => {
      const v = form.getFieldsValue();
      const texts = [v.entry_price, v.target_price, v.stop_price].map((s) => (s ?? '').trim());
      if (texts.some((s) => !s || checkPositiveDecimal(s))) return;
      const [entry, target, stop] = texts.map(toFen);
      const problem = checkPlanPrices({ direction: v.direction, entry, target, stop });
      if (problem) throw new Error(problem);
    },
  };

  return (
    <SaveDialog
      open={props.open}
      title={plan ? '编辑交易计划' : '新建交易计划'}
      pending={pending}
      onSave={() => void submit()}
      onClose={props.onClose}
    >
      <Form
        form={form}
        name="plan"
        layout="vertical"
        initialValues={
          plan
            ? {
                direction: plan.stock_direction,
                entry_price: plan.entry_price.toFixed(2),
                target_price: plan.target_price.toFixed(2),
                stop_price: plan.stop_price.toFixed(2),
                size: String(plan.size),
                reason: plan.reason,
                valid_until: plan.valid_until,
              }
            : { direction: 'buy', reason: '' }
        }
      >
        <Form.Item
          label="股票"
          htmlFor="plan-stock"
          required
          validateStatus={stockError ? 'error' : undefined}
          help={stockError || undefined}
        >
          <StockField
            stock={stock}
            onPick={(s) => {
              setStock(s);
              setStockError('');
            }}
          />
        </Form.Item>
        <Form.Item label="方向" name="direction">
          <Radio.Group
            options={[
              { value: 'buy', label: '买入' },
              { value: 'sell', label: '卖出' },
            ]}
            onChange={() => void form.validateFields(['entry_price']).catch(() => {})}
          />
        </Form.Item>
        <div className="plan-form-prices">
          <Form.Item
            label="计划价"
            name="entry_price"
            rules={[decimalRule(PLAN_MSG.entryRequired), orderRule]}
            dependencies={['target_price', 'stop_price', 'direction']}
          >
            <YuanInput />
          </Form.Item>
          <Form.Item label="目标价" name="target_price" rules={[decimalRule(PLAN_MSG.targetRequired)]}>
            <YuanInput />
          </Form.Item>
          <Form.Item label="止损价" name="stop_price" rules={[decimalRule(PLAN_MSG.stopRequired)]}>
            <YuanInput />
          </Form.Item>
        </div>
        <div className="plan-form-prices">
          <Form.Item
            label="数量"
            name="size"
            rules={[numberRule(PLAN_MSG.sizeRequired, checkPositiveInteger)]}
          >
            <Input inputMode="numeric" suffix="股" />
          </Form.Item>
          <Form.Item
            label="有效期至"
            name="valid_until"
            rules={[{ required: true, message: PLAN_MSG.validUntilRequired }]}
          >
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item label="计划理由" name="reason">
          <Input.TextArea rows={3} maxLength={PLAN_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}
