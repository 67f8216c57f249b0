/**
 * The shared parts of the publish forms: the plain body with emoji and stock pickers, link with 获取标题,
 * attachments, tags and publish options.
 */

import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@common/format';
import {
  ATTACHMENTS_MAX,
  POST_MSG,
  READ_INTEGRAL_MAX,
  READ_LIMIT_MAX_DAYS,
  TAG_MAX,
  TAGS_MAX,
} from '@common/post-vocab';
import { FILE_EXTENSIONS, UPLOAD_CONTENT_TYPES } from '@common/upload';
import { Button, Checkbox, Collapse, Input, InputNumber, Progress, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { ApiError } from '~/lib/api';
import { EmojiTextarea, type EmojiTextareaHandle } from '../emoji/emoji-textarea';
import { AttachmentIcon } from '../post-list/attachment-list';
import { StockPicker, useStockPicker } from '../stock-picker/stock-picker';
import { insertStockTag, typedStockTrigger } from '../stock-picker/stock-tag-edit';
import { fetchHtmlTitle } from './editor-api';
import { type Attachment, isStudyType, type PostFormState } from './post-form';
import { UploadError, uploadFile } from './upload';

type Patch = (patch: Partial<PostFormState>) => void;

/** The body of the forms without rich text: a textarea whose bar inserts emoji and stock tags. */
export function BodyTextarea({
  value,
  onChange,
  placeholder,
  rows,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  rows: number;
}) {
  const area = useRef<EmojiTextareaHandle>(null);
  const { picker, openAfterTrigger } = useStockPicker(
    (text, afterTrigger) =>
      area.current?.edit((v, start, end) => insertStockTag(v, start, end, text, afterTrigger)),
    () => area.current?.focus(),
  );
  return (
    <EmojiTextarea
      ref={area}
      id="post-body"
      value={value}
      onChange={(next) => {
        if (typedStockTrigger(value, next)) openAfterTrigger();
        onChange(next);
      }}
      placeholder={placeholder}
      rows={rows}
      tools={<StockPicker {...picker} />}
    />
  );
}

const LINK_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/** 链接: the address and a button that fills the title from the page's <title>. */
export function LinkField({ state, patch }: { state: PostFormState; patch: Patch }) {
  const { message } = useFeedback();
  const [loading, setLoading] = useState(false);
  const fetchTitle = async () => {
    const url = state.link_url.trim();
    if (!url) return void message.error(POST_MSG.linkRequired);
    if (!LINK_PATTERN.test(url)) return void message.error(POST_MSG.linkInvalid);
    setLoading(true);
    try {
      const { title } = await fetchHtmlTitle(url);
      patch({ link_title: title, ...(title && !state.title.trim() ? { title } : {}) });
      if (!title) message.info('未获取到标题，请手动填写');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space.Compact block>
      <Input
        id="post-link"
        value={state.link_url}
        placeholder="请输入链接地址，如 https://…"
        maxLength={2048}
        onChange={(event) => patch({ link_url: event.target.value })}
        onPressEnter={() => void fetchTitle()}
      />
      <Button loading={loading} onClick={() => void fetchTitle()}>
        获取标题
      </Button>
    </Space.Compact>
  );
}

const FILE_ACCEPT = [...new Set(FILE_EXTENSIONS.map((ext) => `.${ext}`))].join(',');

interface Pending {
  id: number;
  name: string;
  percent: number;
}

/** 文档: upload list of attachments (icons per SPEC §3), at most ATTACHMENTS_MAX. */
export function AttachmentsField({
  attachments,
  onChange,
}: {
  attachments: Attachment[];
  onChange: (update: (current: Attachment[]) => Attachment[]) => void;
}) {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextId = useRef(0);

  const upload = async (file: File) => {
    const id = nextId.current++;
    setPending((list) => [...list, { id, name: file.name, percent: 0 }]);
    try {
      const done = await uploadFile(file, 'file', (percent) =>
        setPending((list) => list.map((p) => (p.id === id ? { ...p, percent } : p))),
      );
      onChange((current) =>
        current.length >= ATTACHMENTS_MAX
          ? current
          : [...current, { name: done.name, url: done.url, size: done.size }],
      );
    } catch (error) {
      if (error instanceof UploadError) message.error(`${file.name}：${error.message}`);
      else if (!(error instanceof ApiError)) throw error;
    } finally {
      setPending((list) => list.filter((p) => p.id !== id));
    }
  };

  const onPick = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const room = ATTACHMENTS_MAX - attachments.length - pending.length;
    if (picked.length > room) message.warning(POST_MSG.attachmentsTooMany);
    for (const file of picked.slice(0, Math.max(0, room))) void upload(file);
  };

  const full = attachments.length + pending.length >= ATTACHMENTS_MAX;
  return (
    <div className="attachments-field">
      <ul className="attachments-field-list" aria-label="已上传的文档">
        {attachments.map((file) => (
          <li key={file.url}>
            <AttachmentIcon url={file.url} />
            <a className="attachment-name" href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
            <span className="attachment-size">{formatFileSize(file.size)}</span>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`删除 ${file.name}`}
              onClick={() => onChange((current) => current.filter((f) => f.url !== file.url))}
            />
          </li>
        ))}
        {pending.map((p) => (
          <li key={`pending-${p.id}`} className="pending">
            <PaperClipOutlined />
            <span className="attachment-name">{p.name}</span>
            <Progress
              percent={p.percent}
              size="small"
              className="attachment-progress"
              aria-label={`上传 ${p.name}`}
            />
          </li>
        ))}
      </ul>
      <Button icon={<PaperClipOutlined />} disabled={full} onClick={() => input.current?.click()}>
        上传文档
      </Button>
      <span className="field-hint">
        支持 PDF、Word、Excel、PPT、TXT、CSV、ZIP 及图片，单个不超过20MB，最多{ATTACHMENTS_MAX}个
      </span>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={`${FILE_ACCEPT},${Object.values(UPLOAD_CONTENT_TYPES).join(',')}`}
        aria-label="选择文档"
        className="attachments-file"
        onChange={(event) => onPick(event.target.files)}
      />
    </div>
  );
}

/** 标签: up to five, typed and confirmed with Enter or a comma. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { message } = useFeedback();
  return (
    <Select
      id="post-tags"
      mode="tags"
      value={tags}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', '，']}
      placeholder={`添加标签，回车确认，最多${TAGS_MAX}个`}
      onChange={(next: string[]) => {
        const cleaned = [...new Set(next.map((t) => t.trim().replace(/^#|#$/g, '')).filter(Boolean))];
        if (cleaned.some((t) => t.length > TAG_MAX)) return void message.error(POST_MSG.tagTooLong);
        if (cleaned.length > TAGS_MAX) return void message.error(POST_MSG.tagsTooMany);
        onChange(cleaned);
      }}
    />
  );
}

/** 发布设置 (SPEC §2 publish options). */
export function PublishOptions({ state, patch }: { state: PostFormState; patch: Patch }) {
  const study = isStudyType(state.type);
  const panel = (
    <div className="publish-options">
      <div className="publish-option">
        <label className="publish-option-label" htmlFor="post-read-limit">
          阅读限制
        </label>
        <InputNumber
          min={0}
          max={READ_LIMIT_MAX_DAYS}
          precision={0}
          value={state.read_limit}
          onChange={(v) => patch({ read_limit: v ?? 0 })}
          suffix="天"
          id="post-read-limit"
        />
        <span className="field-hint">注册满设定天数的用户才能阅读全文，0 为不限制</span>
      </div>
      <div className="publish-option">
        <label className="publish-option-label" htmlFor="post-read-integral">
          付费阅读
        </label>
        <InputNumber
          min={0}
          max={READ_INTEGRAL_MAX}
          precision={0}
          value={state.read_integral}
          onChange={(v) => patch({ read_integral: v ?? 0 })}
          suffix="工分"
          id="post-read-integral"
        />
        <span className="field-hint">读者支付工分后阅读全文，0 为免费</span>
      </div>
      <div className="publish-option checks">
        <Checkbox checked={state.fans_limit} onChange={(e) => patch({ fans_limit: e.target.checked })}>
          仅粉丝可见
        </Checkbox>
        <Checkbox checked={state.copy_limit} onChange={(e) => patch({ copy_limit: e.target.checked })}>
          禁止复制
        </Checkbox>
        {study && (
          <Checkbox checked={state.to_square} onChange={(e) => patch({ to_square: e.target.checked })}>
            移至广场
          </Checkbox>
        )}
      </div>
      <div className="publish-option">
        <label className="publish-option-label" htmlFor="post-disclosure">
          利益披露
        </label>
        <Input
          value={state.interest_disclosure}
          maxLength={200}
          id="post-disclosure"
          placeholder="如：本人持有文中提及的股票"
          onChange={(e) => patch({ interest_disclosure: e.target.value })}
        />
      </div>
    </div>
  );
  return <Collapse size="small" items={[{ key: 'options', label: '发布设置', children: panel }]} />;
}
