/** An opinion question's result bars: one per option, its share in percent (the card and 往期 share them). */
import type { OpinionOption } from '@common/opinion';

/** '2026-03-02' as 3月2日. */
export const dayLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Red for the bullish answers and green for the bearish ones (A-share colours), blue for the rest. */
export function toneOf(name: string): 'up' | 'down' | 'flat' {
  if (/多|涨|能$|强/.test(name) && !/不/.test(name)) return 'up';
  if (/空|跌|不能|弱|回落/.test(name)) return 'down';
  return 'flat';
}

export function OpinionBars({ options, mine }: { options: OpinionOption[]; mine: number }) {
  return (
    <ul className="opinion-bars">
      {options.map((o) => (
        <li key={o.option} className={`opinion-bar opinion-${toneOf(o.name)}`} data-option={o.option}>
          <span className="opinion-bar-name">
            {o.name}
            {mine === o.option && <em>（我）</em>}
          </span>
          <span className="opinion-bar-track" aria-hidden="true">
            <i style={{ width: `${o.percent}%` }} />
          </span>
          <span className="opinion-bar-value">{o.percent.toFixed(2)}%</span>
        </li>
      ))}
    </ul>
  );
}
