import type { ActionRow } from '@common/action';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './action-sort';

const row = (code: string, price: string, range: string, time: string): ActionRow => ({
  action_id: Number(code),
  action_field_id: 1,
  stock_id: Number(code),
  code,
  name: code,
  article: {
    article_id: null,
    title: '',
    action_info: { time, num: '', price, shares_range: range, reason: '', expound: '' },
  },
});

const rows = [
  row('000001', '9.50', '10.00', '10:00:00'),
  row('000002', '100.00', '-3.20', '09:31:00'),
  row('000003', '12.00', '20.00', '14:56:00'),
];
const codes = (list: ActionRow[]) => list.map((r) => r.code);

describe('sortRows', () => {
  it('sorts numerically by price and change, and by time of day', () => {
    expect(codes(sortRows(rows, { key: 'price', desc: true }))).toEqual(['000002', '000003', '000001']);
    expect(codes(sortRows(rows, { key: 'price', desc: false }))).toEqual(['000001', '000003', '000002']);
    expect(codes(sortRows(rows, { key: 'range', desc: true }))).toEqual(['000003', '000001', '000002']);
    expect(codes(sortRows(rows, { key: 'time', desc: false }))).toEqual(['000002', '000001', '000003']);
    expect(sortRows(rows, { key: 'default', desc: true })).toBe(rows);
  });

  it('starts a new key descending and flips the same key', () => {
    expect(nextSort({ key: 'default', desc: true }, 'price')).toEqual({ key: 'price', desc: true });
    expect(nextSort({ key: 'price', desc: true }, 'price')).toEqual({ key: 'price', desc: false });
    expect(nextSort({ key: 'price', desc: false }, 'time')).toEqual({ key: 'time', desc: true });
  });
});
