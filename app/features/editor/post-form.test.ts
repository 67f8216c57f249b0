import { POST_MSG } from '@common/post-vocab';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../../server/lib/sanitize';
import {
  contentHtmlToText,
  emptyForm,
  fromPost,
  isBlankForm,
  normalizeRichHtml,
  type PostFormState,
  parsePostType,
  requestKey,
  type StoredPost,
  textToContentHtml,
  toRequest,
  validateForm,
} from './post-form';

const form = (patch: Partial<PostFormState> & Pick<PostFormState, 'type'>): PostFormState => ({
  ...emptyForm(patch.type),
  ...patch,
});

describe('parsePostType', () => {
  it('opens the long form for unknown or missing types', () => {
    expect(parsePostType('garden')).toBe('garden');
    expect(parsePostType('nope')).toBe('long');
    expect(parsePostType(null)).toBe('long');
  });
});

describe('textarea content', () => {
  it('escapes text, renders emoji and keeps line breaks', () => {
    expect(textToContentHtml('a<b>\n好[赞]\n\n')).toBe(
      'a&lt;b&gt;<br>好<img class="emoji" data-emoji="[赞]" src="/emoji/zan.svg" alt="[赞]" width="24" height="24">',
    );
  });

  it('comes back from what the server stores', () => {
    const text = '第一行 [笑哭]\n<不是标签> & "引号"\n第三行[加油]';
    const stored = sanitizePostHtml(textToContentHtml(text));
    expect(contentHtmlToText(stored)).toBe(text);
  });
});

describe('toRequest', () => {
  it('maps a long post with its options', () => {
    const req = toRequest(
      form({
        type: 'long',
        title: '  标题 ',
        body: '<p>正文</p>',
        tags: ['白酒', '消费'],
        category_id: '98',
        read_limit: 30,
        fans_limit: true,
        read_integral: 10,
        copy_limit: true,
        to_square: true,
        interest_disclosure: ' 持有 ',
        link_url: 'https://ignored.example.com',
      }),
    );
    expect(req).toEqual({
      type: 'long',
      title: '标题',
      content: '<p>正文</p>',
      tags: ['白酒', '消费'],
      category_id: '98',
      link_url: '',
      link_title: '',
      attachments: [],
      read_limit: 30,
      fans_limit: 1,
      read_integral: 10,
      copy_limit: 1,
      to_square: 1,
      interest_disclosure: '持有',
    });
  });

  it('drops what a type does not have', () => {
    const garden = toRequest(
      form({ type: 'garden', title: 'x', body: 'hi', category_id: '96', to_square: true }),
    );
    expect(garden).toMatchObject({ title: '', content: 'hi', category_id: '', to_square: 0 });
    const link = toRequest(form({ type: 'link', link_url: ' https://a.com/x ', link_title: 'A' }));
    expect(link).toMatchObject({ link_url: 'https://a.com/x', link_title: 'A', content: '' });
    const docs = toRequest(
      form({ type: 'documents', attachments: [{ name: 'a.pdf', url: '/uploads/a.pdf' }] }),
    );
    expect(docs.attachments).toHaveLength(1);
  });

  it('treats an empty rich editor as no content', () => {
    expect(normalizeRichHtml('<p></p>')).toBe('');
    expect(normalizeRichHtml('<p> </p><p></p>')).toBe('');
    expect(normalizeRichHtml('<p><img src="/uploads/x.png"></p>')).not.toBe('');
  });
});

describe('validateForm', () => {
  it('uses the messages of common/post.ts', () => {
    expect(validateForm(form({ type: 'long', body: '<p>x</p>' }))).toBe(POST_MSG.titleRequired);
    expect(validateForm(form({ type: 'long', title: 't', body: '<p></p>' }))).toBe(POST_MSG.contentRequired);
    expect(validateForm(form({ type: 'long', title: 't', body: '<p>x</p>' }))).toBeNull();
    expect(validateForm(form({ type: 'garden', body: '   ' }))).toBe(POST_MSG.contentRequired);
    expect(validateForm(form({ type: 'garden', body: '[赞]' }))).toBeNull();
    expect(validateForm(form({ type: 'ask', body: '问' }))).toBe(POST_MSG.titleRequired);
    expect(validateForm(form({ type: 'link' }))).toBe(POST_MSG.linkRequired);
    expect(validateForm(form({ type: 'link', link_url: 'not a url' }))).toBe(POST_MSG.linkInvalid);
    expect(validateForm(form({ type: 'link', link_url: 'https://example.com/a' }))).toBeNull();
    expect(validateForm(form({ type: 'documents', title: 'd' }))).toBe(POST_MSG.attachmentsRequired);
    expect(validateForm(form({ type: 'long', title: 'x'.repeat(101), body: '<p>x</p>' }))).toBe(
      POST_MSG.titleTooLong,
    );
    expect(validateForm(form({ type: 'garden', body: 'x', tags: ['1', '2', '3', '4', '5', '6'] }))).toBe(
      POST_MSG.tagsTooMany,
    );
  });
});

describe('blank and changed forms', () => {
  it('knows an untouched form is blank', () => {
    expect(isBlankForm(emptyForm('long'))).toBe(true);
    expect(isBlankForm(form({ type: 'long', body: '<p></p>' }))).toBe(true);
    expect(isBlankForm(form({ type: 'garden', body: 'x' }))).toBe(false);
    expect(requestKey(form({ type: 'long', body: '<p></p>' }))).toBe(requestKey(emptyForm('long')));
  });
});

describe('fromPost', () => {
  const post = {
    article_id: 'abc',
    type: 'garden',
    back_garden: 1,
    category_id: null,
    title: '',
    summary: '',
    content: sanitizePostHtml(textToContentHtml('你好[微笑]\n再见')),
    tags: ['a'],
    link_url: '',
    link_title: '',
    attachments: [],
    read_limit: 0,
    fans_limit: 1,
    read_integral: 5,
    copy_limit: 0,
    interest_disclosure: '无',
  } as unknown as StoredPost;

  it('turns emoji images back into names for textareas and reads the options', () => {
    expect(fromPost(post)).toEqual({
      ...emptyForm('garden'),
      body: '你好[微笑]\n再见',
      tags: ['a'],
      fans_limit: true,
      read_integral: 5,
      interest_disclosure: '无',
    });
  });

  it('round-trips a form through the stored post', () => {
    const long = {
      ...post,
      type: 'long',
      back_garden: 1,
      category_id: '97',
      title: 'T',
      content: '<p>x</p>',
    };
    const state = fromPost(long as StoredPost);
    expect(state).toMatchObject({
      type: 'long',
      title: 'T',
      body: '<p>x</p>',
      category_id: '97',
      to_square: true,
    });
  });
});
