import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertStockTag, stockTagInsert, typedStockTrigger } from './stock-tag-edit';
import { loadAfterPause } from './use-stock-suggestions';

const TAG = stockTagInsert({ name: '贵州茅台', code: '600519' });

describe('stockTagInsert', () => {
  it('is the tag and a space', () => {
    expect(TAG).toBe('$贵州茅台(600519)$ ');
  });
});

describe('typedStockTrigger', () => {
  it('sees one `$` or `￥` typed anywhere', () => {
    expect(typedStockTrigger('', '$')).toBe(true);
    expect(typedStockTrigger('看好', '看好$')).toBe(true);
    expect(typedStockTrigger('看好', '看$好')).toBe(true);
    expect(typedStockTrigger('看好', '看好￥')).toBe(true);
    expect(typedStockTrigger('a$', 'a$$')).toBe(true);
  });

  it('ignores other typing, deletions and pastes', () => {
    expect(typedStockTrigger('看好', '看好呀')).toBe(false);
    expect(typedStockTrigger('看好$', '看好')).toBe(false);
    expect(typedStockTrigger('看好', '看好$1')).toBe(false);
    expect(typedStockTrigger('看好', `看好${TAG}`)).toBe(false);
    expect(typedStockTrigger('ab', 'a$c')).toBe(false);
  });
});

describe('insertStockTag', () => {
  it('inserts at the caret and puts the caret after the tag', () => {
    expect(insertStockTag('看好呀', 2, 2, TAG, false)).toEqual({
      value: `看好${TAG}呀`,
      caret: 2 + TAG.length,
    });
  });

  it('replaces the selection', () => {
    expect(insertStockTag('看好茅台', 2, 4, TAG, false).value).toBe(`看好${TAG}`);
  });

  it('replaces the typed trigger that opened the picker', () => {
    expect(insertStockTag('看好$', 3, 3, TAG, true)).toEqual({ value: `看好${TAG}`, caret: 2 + TAG.length });
    expect(insertStockTag('看好￥呀', 3, 3, TAG, true).value).toBe(`看好${TAG}呀`);
  });

  it('keeps a `$` the picker was not opened by, and copes with no trigger before the caret', () => {
    expect(insertStockTag('价格$', 3, 3, TAG, false).value).toBe(`价格$${TAG}`);
    expect(insertStockTag('看好', 2, 2, TAG, true).value).toBe(`看好${TAG}`);
    expect(insertStockTag('', 0, 0, TAG, true).value).toBe(TAG);
  });
});

describe('loadAfterPause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once the pause has passed', async () => {
    const load = vi.fn(async () => ['茅台']);
    const onLoaded = vi.fn();
    loadAfterPause(load, 200, onLoaded, vi.fn());
    await vi.advanceTimersByTimeAsync(199);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith(['茅台']);
  });

  it('never loads when cancelled during the pause (still typing)', async () => {
    const load = vi.fn(async () => []);
    loadAfterPause(load, 200, vi.fn(), vi.fn())();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
  });

  it('aborts and drops an answer that arrives after cancelling (a newer keyword)', async () => {
    let signal: AbortSignal | undefined;
    let answer: (value: string[]) => void = () => {};
    const load = (s: AbortSignal) => {
      signal = s;
      return new Promise<string[]>((resolve) => {
        answer = resolve;
      });
    };
    const onLoaded = vi.fn();
    const cancel = loadAfterPause(load, 200, onLoaded, vi.fn());
    await vi.advanceTimersByTimeAsync(200);
    cancel();
    expect(signal?.aborted).toBe(true);
    answer(['旧的']);
    await vi.advanceTimersByTimeAsync(0);
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('reports a failure, but not one caused by cancelling', async () => {
    const onFailed = vi.fn();
    loadAfterPause(() => Promise.reject(new Error('网络')), 200, vi.fn(), onFailed);
    await vi.advanceTimersByTimeAsync(200);
    expect(onFailed).toHaveBeenCalledTimes(1);

    const quiet = vi.fn();
    const cancel = loadAfterPause(
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('abort')))),
      200,
      vi.fn(),
      quiet,
    );
    await vi.advanceTimersByTimeAsync(200);
    cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).not.toHaveBeenCalled();
  });
});
