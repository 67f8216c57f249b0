import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_RULES, shareOf } from './money-vocab';

/** A whole amount and a random way of splitting it into smaller transfers that add up to it. */
const splitAmount = fc
  .array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 40 })
  .map((parts) => ({ whole: parts.reduce((sum, part) => sum + part, 0), parts }));

describe('the platform share of a transfer', () => {
  const noCheaperSplit = (bp: fc.Arbitrary<number>) =>
    fc.assert(
      fc.property(splitAmount, bp, ({ whole, parts }, share) => {
        const split = parts.reduce((sum, part) => sum + shareOf(part, share), 0);
        expect(split).toBeGreaterThanOrEqual(shareOf(whole, share));
      }),
      { numRuns: 2_000 },
    );

  it('the 工分 burn: no split of a transfer burns less than sending it whole', () =>
    noCheaperSplit(fc.constant(MONEY_RULES.transferBurnBp)));
  it('the fee on a yuan reward: no split pays less than the whole', () =>
    noCheaperSplit(fc.constant(MONEY_RULES.rewardPlatformShareBp)));
  it('any configured share: no split pays less than the whole', () =>
    noCheaperSplit(fc.integer({ min: 0, max: 10_000 })));

  it('is whole units, never more than the amount, and exact when the amount divides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const share = shareOf(amount, bp);
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual((amount * bp) / 10_000);
          expect(share).toBeLessThanOrEqual(amount);
        },
      ),
    );
    expect(shareOf(9, MONEY_RULES.transferBurnBp)).toBe(1);
    expect(shareOf(100, MONEY_RULES.transferBurnBp)).toBe(10);
    expect(shareOf(0, MONEY_RULES.transferBurnBp)).toBe(0);
  });
});
