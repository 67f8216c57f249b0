// @vitest-environment happy-dom
import type { StatementItem } from '@common/money';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directionOf, formatAmount, formatBalance, statementHref } from './statement';
import { StatementRow } from './statement-list';

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (over: Partial<StatementItem>): StatementItem => ({
  id: 1,
  kind: 'topup',
  kind_name: '钱包充值',
  memo: '微信支付充值',
  amount: 1000,
  balance: 1000,
  pay_order_id: 7,
  create_time: '2025-03-01 09:30:15',
  ...over,
});

describe('statement formatting', () => {
  it('signs amounts and shows the wallet in yuan with 2 decimals, points as whole numbers', () => {
    expect(formatAmount(1000, 'fen')).toBe('+¥10.00');
    expect(formatAmount(-250, 'fen')).toBe('-¥2.50');
    expect(formatAmount(-1, 'fen')).toBe('-¥0.01');
    expect(formatAmount(5, 'energy')).toBe('+5');
    expect(formatAmount(-12000, 'integral')).toBe('-12,000');
    expect(formatBalance(0, 'fen')).toBe('¥0.00');
    expect(formatBalance(21_000_000, 'integral')).toBe('21,000,000');
  });

  it('reads the filter from the query and keeps defaults out of links', () => {
    expect(directionOf('in')).toBe('in');
    expect(directionOf('out')).toBe('out');
    expect(directionOf('sideways')).toBe('all');
    expect(directionOf(null)).toBe('all');
    expect(statementHref('/mine/wellat', 'all')).toBe('/mine/wellat');
    expect(statementHref('/mine/wellat', 'out', 3)).toBe('/mine/wellat?direction=out&page=3');
  });
});

describe('StatementRow', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const render = (item: StatementItem, asset: 'fen' | 'integral') => {
    act(() =>
      root.render(
        <table>
          <tbody>
            <StatementRow item={item} asset={asset} />
          </tbody>
        </table>,
      ),
    );
    return [...host.querySelectorAll('td')];
  };

  it('shows time to the minute, kind, memo, a red + income and the running balance', () => {
    const cells = render(line({}), 'fen');
    expect(cells.map((c) => c.textContent)).toEqual([
      '2025-03-01 09:30',
      '钱包充值',
      '微信支付充值',
      '+¥10.00',
      '¥10.00',
    ]);
    expect(cells[3].className).toContain('amount-in');
  });

  it('shows spending green with a minus', () => {
    const cells = render(
      line({ kind_name: '打赏', memo: '打赏文章', amount: -888, balance: 112 }),
      'integral',
    );
    expect(cells[3].textContent).toBe('-888');
    expect(cells[3].className).toContain('amount-out');
    expect(cells[4].textContent).toBe('112');
  });
});
