// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsoleList, useConsolePaged } from '~/features/console-moderation/use-console-call';
import { api } from '~/lib/api';
import { RowActions, useConsoleEditor } from './crud';
import { linkRule } from './form-rules';

vi.mock('~/lib/api', () => ({ api: vi.fn() }));
const message = { success: vi.fn() };
const modal = { confirm: vi.fn() };
vi.mock('~/components/feedback', () => ({ useFeedback: () => ({ message, modal }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id?: number;
  name: string;
}

let root: Root;
let host: HTMLDivElement;
let list: ReturnType<typeof useConsoleList<Row[]>>;
let editor: ReturnType<typeof useConsoleEditor<Row>>;
let paged: ReturnType<typeof useConsolePaged<Row>>;

function Harness() {
  list = useConsoleList<Row[]>('/api/console/x/list');
  editor = useConsoleEditor<Row>({
    reload: list.reload,
    save: (values, row) => ['/api/console/x/save', { ...values, id: row.id }, '已保存'],
  });
  paged = useConsolePaged<Row>('/api/console/x/page', { status: 1 }, 10);
  return null;
}

const calls = (path: string) => vi.mocked(api).mock.calls.filter(([p]) => p === path);
const run = (action: () => unknown) => act(async () => void (await action()));

beforeEach(async () => {
  vi.mocked(api).mockImplementation(async (path: string) =>
    path === '/api/console/x/page' ? { result: [{ id: 1, name: 'a' }], totalCount: 35 } : [],
  );
  host = document.createElement('div');
  root = createRoot(host);
  await run(() => root.render(<Harness />));
});

afterEach(() => {
  act(() => root.unmount());
  vi.clearAllMocks();
});

describe('the console’s list and editor hooks', () => {
  it('load the list on mount, and a page of a paged one with its table’s pagination', async () => {
    expect(calls('/api/console/x/list')).toHaveLength(1);
    expect(calls('/api/console/x/page')[0][1]).toEqual({ status: 1, start: 1, limit: 10 });
    expect(paged.rows).toEqual([{ id: 1, name: 'a' }]);
    expect(paged.table.pagination).toMatchObject({
      current: 1,
      pageSize: 10,
      total: 35,
      showSizeChanger: false,
    });
    await run(() => paged.table.pagination.onChange(3));
    expect(calls('/api/console/x/page').at(-1)?.[1]).toEqual({ status: 1, start: 3, limit: 10 });
  });

  it('saves the item in the dialog, then closes it and reloads the list', async () => {
    await run(() => editor.open({ id: 7, name: 'old' }));
    expect(editor.editing).toEqual({ id: 7, name: 'old' });
    await run(() => editor.submit({ name: 'new' }));
    expect(calls('/api/console/x/save')).toEqual([['/api/console/x/save', { name: 'new', id: 7 }]]);
    expect(message.success).toHaveBeenCalledWith('已保存');
    expect(editor.editing).toBeUndefined();
    expect(calls('/api/console/x/list')).toHaveLength(2);
  });

  it('keeps the dialog open and the list as it was when the save fails', async () => {
    await run(() => editor.open({ name: '' }));
    vi.mocked(api).mockRejectedValueOnce(new Error('名称已存在'));
    await run(() => editor.submit({ name: 'dup' }));
    expect(editor.editing).toEqual({ name: '' });
    expect(message.success).not.toHaveBeenCalled();
    expect(calls('/api/console/x/list')).toHaveLength(1);
  });

  it('reloads after another change only when it worked', async () => {
    expect(await act(() => editor.act('/api/console/x/remove', { id: 7 }, '已删除'))).toEqual([]);
    expect(calls('/api/console/x/list')).toHaveLength(2);
    vi.mocked(api).mockRejectedValueOnce(new Error('不存在'));
    expect(await act(() => editor.act('/api/console/x/remove', { id: 7 }, '已删除'))).toBeUndefined();
    expect(calls('/api/console/x/list')).toHaveLength(2);
  });
});

describe('a row’s actions', () => {
  const buttons = () => [...host.querySelectorAll('button')];
  const click = (label: string) =>
    run(() =>
      buttons()
        .find((b) => b.textContent?.replace(/\s/g, '') === label)
        ?.click(),
    );

  it('edit at once, and remove at once or after SPEC §8’s confirm with the row’s text', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn(async () => {});
    await run(() => root.render(<RowActions busy={false} onEdit={onEdit} onRemove={onRemove} />));
    expect(buttons().map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['编辑', '删除']);
    await click('编辑');
    await click('删除');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);

    await run(() => root.render(<RowActions busy={false} onRemove={onRemove} confirm="确定删除“甲”?" />));
    await click('删除');
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(modal.confirm).toHaveBeenCalledWith({
      title: '提示',
      content: '确定删除“甲”?',
      okText: '确定',
      cancelText: '取消',
      onOk: onRemove,
    });
  });

  it('cannot remove while a call runs', async () => {
    await run(() => root.render(<RowActions busy onRemove={async () => {}} remove="取消授权" />));
    expect(buttons().map((b) => [b.textContent, b.disabled])).toEqual([['取消授权', true]]);
  });
});

describe('a link field’s rule', () => {
  const check = async (rule: ReturnType<typeof linkRule>, value: unknown) => {
    const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    return validator({}, value).then(
      () => null,
      (e: Error) => e.message,
    );
  };
  const https = (link: string) => link.startsWith('https://');

  it('checks the trimmed link, and lets an empty one pass only when optional', async () => {
    expect(await check(linkRule(https, '链接无效'), '  https://a.cn ')).toBeNull();
    expect(await check(linkRule(https, '链接无效'), 'http://a.cn')).toBe('链接无效');
    expect(await check(linkRule(https, '链接无效'), undefined)).toBe('链接无效');
    expect(await check(linkRule(https, '图标无效', true), '  ')).toBeNull();
    expect(await check(linkRule(https, '图标无效', true), 'ftp://a')).toBe('图标无效');
  });
});
