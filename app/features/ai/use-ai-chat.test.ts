import type { AiMessage } from '@common/ai';
import { describe, expect, it } from 'vitest';
import { askEvent } from './ai-api';
import { h5SourceHref } from './h5-ai-page';
import { mergeReply, pendingQuestion } from './use-ai-chat';

const msg = (chat_id: string, role: AiMessage['role'], status: AiMessage['status'] = 'done'): AiMessage => ({
  chat_id,
  role,
  content: chat_id,
  status,
  sources: [],
  create_time: '2026-01-02 03:04:05',
});

describe('pendingQuestion', () => {
  it('is the last question while its reply is missing or still being written', () => {
    expect(pendingQuestion([])).toBeNull();
    expect(pendingQuestion([msg('1', 'user'), msg('2', 'assistant')])).toBeNull();
    expect(pendingQuestion([msg('1', 'user'), msg('2', 'assistant', 'stopped')])).toBeNull();
    expect(pendingQuestion([msg('1', 'user'), msg('2', 'assistant'), msg('3', 'user')])?.chat_id).toBe('3');
    expect(pendingQuestion([msg('1', 'user'), msg('2', 'assistant', 'streaming')])?.chat_id).toBe('1');
  });
});

describe('mergeReply', () => {
  it('replaces the earlier copy of a reply in place, or adds it at the end', () => {
    const list = [msg('1', 'user'), msg('2', 'assistant', 'streaming'), msg('3', 'user')];
    const done = { ...msg('2', 'assistant'), content: 'whole' };
    expect(mergeReply(list, done).map((m) => [m.chat_id, m.content])).toEqual([
      ['1', '1'],
      ['2', 'whole'],
      ['3', '3'],
    ]);
    expect(mergeReply(list, msg('4', 'assistant')).map((m) => m.chat_id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('askEvent', () => {
  it('checks each event of the ask stream and skips what it does not know', () => {
    expect(askEvent({ event: 'token', data: '{"t":"茅台"}' })).toEqual({
      event: 'token',
      data: { t: '茅台' },
    });
    expect(askEvent({ event: 'done', data: '{"chat_id":"9","status":"stopped"}' })).toEqual({
      event: 'done',
      data: { chat_id: '9', status: 'stopped' },
    });
    expect(askEvent({ event: 'token', data: 'not json' })).toBeNull();
    expect(askEvent({ event: 'token', data: '{"x":1}' })).toBeNull();
    expect(askEvent({ event: 'message', data: '{"t":"a"}' })).toBeNull();
    expect(askEvent({ event: 'toString', data: '{}' })).toBeNull();
  });
});

describe('h5SourceHref', () => {
  it("opens posts and announcements as the phone's own pages", () => {
    expect(h5SourceHref('/a/12')).toBe('/h5/article/12');
    expect(h5SourceHref('/announcement/7')).toBe('/h5/announcement/7');
    expect(h5SourceHref('/action/2026-01-02')).toBe('/action/2026-01-02');
  });
});
