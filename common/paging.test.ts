import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTION_LIMITS } from './action-vocab';
import { PAGE_NO_MSG, PAGE_SIZE_MAX, PAGE_SIZE_MSG, pageNo, pageSize } from './paging';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('pageSize', () => {
  const limit = pageSize(15);

  it('clamps sizes above the maximum instead of refusing them (REFERENCE.md: limit 200, 999)', () => {
    expect(limit.parse(200)).toBe(PAGE_SIZE_MAX);
    expect(limit.parse(999)).toBe(PAGE_SIZE_MAX);
    expect(limit.parse('999')).toBe(PAGE_SIZE_MAX);
    expect(limit.parse(1e20)).toBe(PAGE_SIZE_MAX);
    expect(pageSize(3, 20).parse(999)).toBe(20);
    expect(limit.parse(7)).toBe(7);
  });

  it('gives the default size when the size is missing or 0', () => {
    for (const unset of [undefined, null, '', 0, '0']) expect(limit.parse(unset)).toBe(15);
  });

  it('refuses sizes that are not whole numbers, in Chinese', () => {
    for (const bad of [-1, 1.5, 'abc', {}, Number.NaN]) expect(messageOf(limit, bad)).toBe(PAGE_SIZE_MSG);
  });
});

describe('pageNo', () => {
  const start = pageNo(200, '最多翻到第200页，请继续下拉加载');

  it('reads 0 or a missing start as the first page', () => {
    for (const unset of [undefined, null, '', 0, '0']) expect(start.parse(unset)).toBe(1);
    expect(start.parse(3)).toBe(3);
  });

  it('refuses negative and fractional pages, and pages past the last one it serves', () => {
    expect(messageOf(start, -1)).toBe(PAGE_NO_MSG);
    expect(messageOf(start, 2.5)).toBe(PAGE_NO_MSG);
    expect(messageOf(start, 201)).toBe('最多翻到第200页，请继续下拉加载');
    expect(messageOf(pageNo(500), 501)).toBe('最多翻到第500页');
  });
});

describe('every list schema in common/', () => {
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
  const lists = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof z.ZodObject && 'limit' in value.shape)
      .map(([name, value]) => ({ name: `${file} ${name}`, shape: (value as z.ZodObject).shape })),
  );

  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  /**
   * Lists whose page is a whole bounded group rather than a page of an open-ended list: a 异动 sector's
   * rows (a day holds at most ACTION_LIMITS.rows), which the real site's clients read in one call.
   */
  const WHOLE_GROUPS: Record<string, number> = { './action.ts actionListBody': ACTION_LIMITS.rows };

  it('clamps every page size and reads a 0 start as a missing one', () => {
    for (const { name, shape } of lists) {
      const limit = shape.limit as z.ZodType;
      expect(limit.parse(999), name).toBeLessThanOrEqual(WHOLE_GROUPS[name] ?? PAGE_SIZE_MAX);
      expect(limit.parse(999), name).toBe(limit.parse(10_000));
      expect(limit.parse(undefined), name).toBeGreaterThan(0);
      const start = shape.start as z.ZodType | undefined;
      // 1-based page numbers start at 1; the search call's start is an offset, starting at 0.
      if (start) expect([0, 1], name).toContain(start.parse(0));
      if (start) expect(start.parse(undefined), name).toBe(start.parse(0));
    }
  });
});
