/**
 * The publish forms of SPEC §2 (/article/edit?type=…, /article/modify/{id}): one form per type sharing
 * title, body (rich text for long posts, textarea + emoji otherwise), tags, category and the publish
 * options. Drafts save themselves; leaving with unsent changes asks first (SPEC §4).
 */
import { CATEGORIES, POST_STATUS, POST_TYPE_LABEL, TITLE_MAX } from '@common/post-vocab';
import { Button, Form, Input, Select, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { ApiError } from '~/lib/api';
import { PUBLISH_TYPES, publishUrl } from '../publish/publish-types';
import { publishPost, updatePost } from './editor-api';
import { AttachmentsField, BodyTextarea, LinkField, PublishOptions, TagsField } from './post-editor-parts';
import {
  type Attachment,
  BODY_PLACEHOLDER,
  hasTitle,
  IN_REVIEW_MSG,
  isBlankForm,
  isStudyType,
  type PostFormState,
  requestKey,
  titleRequired,
  toRequest,
  usesRichText,
  validateForm,
} from './post-form';
import { RichEditorField } from './rich-editor-field';
import { useUnsentGuard } from './unsent-guard';
import { UploadError, uploadFile } from './upload';
import { useDraftAutosave } from './use-draft-autosave';
import './editor.css';

export interface PostEditorProps {
  mode: 'create' | 'modify';
  initial: PostFormState;
  /** modify: the post being edited. */
  articleId?: string;
  /** create: the draft being continued. */
  draftId?: string;
}

export function PostEditor({ mode, initial, articleId, draftId }: PostEditorProps) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState<'publish' | 'draft' | null>(null);
  const patch = (next: Partial<PostFormState>) => setState((s) => ({ ...s, ...next }));

  const [initialKey] = useState(() => requestKey(initial));
  const request = useMemo(() => toRequest(state), [state]);
  const unsent = JSON.stringify(request) !== initialKey;
  const blank = isBlankForm(state);
  const guard = useUnsentGuard(unsent);
  const autosave = useDraftAutosave({
    enabled: mode === 'create',
    request,
    blank,
    initialDraftId: draftId,
  });

  const uploadImage = async (file: File): Promise<string | null> => {
    try {
      return (await uploadFile(file, 'image')).url;
    } catch (error) {
      if (error instanceof UploadError) message.error(error.message);
      else if (!(error instanceof ApiError)) throw error;
      return null;
    }
  };

  const publish = async () => {
    const problem = validateForm(state);
    if (problem) return void message.error(problem);
    setPending('publish');
    try {
      await autosave.stop();
      const envelope =
        mode === 'modify' && articleId
          ? await updatePost(articleId, request)
          : await publishPost({ ...request, draft_id: autosave.currentDraftId() });
      const { article_id, status } = envelope.data;
      guard.release();
      if (status === POST_STATUS.REVIEW) {
        message.warning(IN_REVIEW_MSG);
        navigate(`/article-preview?id=${article_id}`);
      } else {
        message.success(envelope.msg);
        navigate(`/a/${article_id}`);
      }
    } catch (error) {
      autosave.resume();
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setPending(null);
    }
  };

  const saveAndLeave = async () => {
    if (blank) return void message.error('请先输入内容');
    setPending('draft');
    try {
      if (!(await autosave.flush())) return void message.error('草稿保存失败，请重试');
      await autosave.stop();
      guard.release();
      message.success('草稿已保存');
      navigate('/mine/draft');
    } finally {
      setPending(null);
    }
  };

  const { type } = state;
  const heading = mode === 'modify' ? `编辑${POST_TYPE_LABEL[type]}` : `发布${POST_TYPE_LABEL[type]}`;
  const draftStatus = autosave.failed
    ? '草稿保存失败'
    : autosave.savedAt
      ? `草稿已保存 ${dayjs(autosave.savedAt).format('HH:mm')}`
      : '';

  return (
    <div className="post-editor panel">
      {mode === 'create' ? (
        <Tabs
          className="post-editor-tabs"
          activeKey={type}
          onChange={(key) => navigate(publishUrl(key as PostFormState['type']))}
          items={PUBLISH_TYPES.map((t) => ({ key: t.type, label: t.label }))}
        />
      ) : null}
      <h1 className="post-editor-title">{heading}</h1>
      <Form layout="vertical" component={false}>
        {type === 'link' && (
          <Form.Item label="链接" htmlFor="post-link" required>
            <LinkField state={state} patch={patch} />
          </Form.Item>
        )}
        {hasTitle(type) && (
          <Form.Item label="标题" htmlFor="post-title" required={titleRequired(type)}>
            <Input
              id="post-title"
              value={state.title}
              maxLength={TITLE_MAX}
              showCount
              placeholder={titleRequired(type) ? '请输入标题' : '标题（选填，默认使用网页标题）'}
              onChange={(event) => patch({ title: event.target.value })}
            />
          </Form.Item>
        )}
        <Form.Item
          label={type === 'ask' ? '问题描述' : '正文'}
          required={type === 'long' || type === 'garden' || type === 'live'}
        >
          {usesRichText(type) ? (
            <RichEditorField
              value={state.body}
              onChange={(body) => patch({ body })}
              uploadImage={uploadImage}
              placeholder={BODY_PLACEHOLDER[type]}
            />
          ) : (
            <BodyTextarea
              value={state.body}
              onChange={(body) => patch({ body })}
              placeholder={BODY_PLACEHOLDER[type]}
              rows={type === 'garden' || type === 'live' ? 8 : 5}
            />
          )}
        </Form.Item>
        {type === 'documents' && (
          <Form.Item label="文档" required>
            <AttachmentsField
              attachments={state.attachments}
              onChange={(update: (current: Attachment[]) => Attachment[]) =>
                setState((s) => ({ ...s, attachments: update(s.attachments) }))
              }
            />
          </Form.Item>
        )}
        <Form.Item label="标签" htmlFor="post-tags">
          <TagsField tags={state.tags} onChange={(tags) => patch({ tags })} />
        </Form.Item>
        {isStudyType(type) && (
          <Form.Item label="分类" htmlFor="post-category">
            <Select
              id="post-category"
              allowClear
              placeholder="选择分类"
              value={state.category_id || undefined}
              onChange={(value?: string) => patch({ category_id: value ?? '' })}
              options={CATEGORIES.map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 200 }}
            />
          </Form.Item>
        )}
        <PublishOptions state={state} patch={patch} />
      </Form>
      <div className="post-editor-footer">
        <span className="post-editor-status" aria-live="polite">
          {draftStatus}
        </span>
        {mode === 'create' && (
          <Button
            loading={pending === 'draft'}
            disabled={pending === 'publish'}
            onClick={() => void saveAndLeave()}
          >
            存草稿
          </Button>
        )}
        <Button
          type="primary"
          loading={pending === 'publish'}
          disabled={pending === 'draft'}
          onClick={() => void publish()}
        >
          发布
        </Button>
      </div>
    </div>
  );
}
