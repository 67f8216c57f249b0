/**
 * /h5/plan-share?id= (SPEC §2): a trade plan as an image card for sharing. The member chooses what the
 * card shows (prices, reason, result, author); 生成图片 draws it on a canvas into a PNG that a phone
 * saves with a long press (WeChat's web view offers no download).
 */
import { formatMoney } from '@common/format';
import { PLAN_DIRECTIONS, type PlanItem, planRate } from '@common/plan';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { FALL, RISE, rateTrend, TREND_COLORS } from './plan-trend';
import './h5-plan-share.css';

const PARTS = [
  { value: 'prices', label: '价格' },
  { value: 'reason', label: '理由' },
  { value: 'result', label: '结果' },
  { value: 'author', label: '作者' },
] as const;
type Part = (typeof PARTS)[number]['value'];

/** The card's lines, as both the page and the canvas draw them. */
function linesOf(plan: PlanItem, parts: Set<Part>) {
  const lines: { label: string; text: string; trend?: 'up' | 'down' }[] = [];
  if (parts.has('prices')) {
    lines.push({ label: '计划价', text: formatMoney(plan.entry_price) });
    lines.push({ label: '目标价', text: formatMoney(plan.target_price), trend: 'up' });
    lines.push({ label: '止损价', text: formatMoney(plan.stop_price), trend: 'down' });
    lines.push({ label: '数量', text: `${plan.size} 股` });
  }
  lines.push({ label: '交易日', text: plan.trade_date });
  if (parts.has('result') && plan.outcome !== null) {
    lines.push({
      label: '结果',
      text: `${plan.outcome_name}${plan.exec_price === null ? '' : ` @ ${formatMoney(plan.exec_price)}`} ${planRate(plan.return_rate)}`,
      trend: rateTrend(plan.return_rate),
    });
  }
  return lines;
}

function drawCard(plan: PlanItem, parts: Set<Part>): string {
  const scale = 2;
  const width = 340;
  const lines = linesOf(plan, parts);
  const reason = parts.has('reason') ? plan.reason : '';
  const reasonRows = reason ? Math.ceil([...reason].length / 18) : 0;
  const height = 120 + lines.length * 30 + reasonRows * 22 + (parts.has('author') ? 30 : 0) + 40;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(scale, scale);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = plan.stock_direction === 'buy' ? RISE : FALL;
  ctx.fillRect(0, 0, width, 6);
  ctx.font = 'bold 20px sans-serif';
  ctx.fillStyle = '#1f1f1f';
  ctx.fillText(`${PLAN_DIRECTIONS[plan.stock_direction]} ${plan.stock_name}`, 20, 48);
  ctx.font = '14px sans-serif';
  ctx.fillStyle = '#8c8c8c';
  ctx.fillText(plan.stock_code, 20, 72);
  let y = 110;
  for (const line of lines) {
    ctx.fillStyle = '#8c8c8c';
    ctx.fillText(line.label, 20, y);
    ctx.fillStyle = line.trend ? TREND_COLORS[line.trend] : '#1f1f1f';
    ctx.fillText(line.text, 100, y);
    y += 30;
  }
  if (reason) {
    ctx.fillStyle = '#595959';
    const chars = [...reason];
    for (let i = 0; i < chars.length; i += 18) {
      ctx.fillText(chars.slice(i, i + 18).join(''), 20, y);
      y += 22;
    }
  }
  if (parts.has('author')) {
    ctx.fillStyle = '#8c8c8c';
    ctx.fillText(`— ${plan.nickname}`, 20, y + 8);
    y += 30;
  }
  ctx.fillStyle = '#bfbfbf';
  ctx.font = '12px sans-serif';
  ctx.fillText('研社 · 交易计划（不构成投资建议）', 20, height - 16);
  return canvas.toDataURL('image/png');
}

export function H5PlanShare({ plan }: { plan: PlanItem }) {
  const [parts, setParts] = useState<Part[]>(['prices', 'reason', 'result', 'author']);
  const [image, setImage] = useState('');
  const chosen = new Set(parts);
  const lines = linesOf(plan, chosen);

  return (
    <div className="h5-plan-share">
      <p className="h5-plan-hint">选择卡片显示的内容</p>
      <Selector
        multiple
        aria-label="卡片内容"
        options={PARTS.map((p) => ({ ...p }))}
        value={parts}
        onChange={(v) => {
          setParts(v as Part[]);
          setImage('');
        }}
      />
      <article className={`h5-plan-card h5-plan-${plan.stock_direction}`} aria-label="计划卡片">
        <h1>
          {PLAN_DIRECTIONS[plan.stock_direction]} {plan.stock_name}
          <small>{plan.stock_code}</small>
        </h1>
        <dl>
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd style={line.trend ? { color: `var(--${line.trend})` } : undefined}>{line.text}</dd>
            </div>
          ))}
        </dl>
        {chosen.has('reason') && plan.reason && <p className="h5-plan-reason">{plan.reason}</p>}
        {chosen.has('author') && <p className="h5-plan-author">— {plan.nickname}</p>}
        <footer>研社 · 交易计划（不构成投资建议）</footer>
      </article>
      {image ? (
        <>
          <img className="h5-plan-image" src={image} alt={`${plan.title} 计划卡片`} />
          <p className="h5-plan-hint">长按图片保存，或发送给朋友</p>
        </>
      ) : (
        <Button block color="primary" onClick={() => setImage(drawCard(plan, chosen))}>
          生成图片
        </Button>
      )}
    </div>
  );
}
