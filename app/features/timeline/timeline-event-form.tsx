/**
 * The form of a timeline event: title, day, grade, source, themes and text. Members granted publishing use
 * it on /timeline/edit, editors in the console. The text's lines become paragraphs (escaped; the server
 * sanitises every body again).
 */
import { escapeHtml } from '@common/html';
import { TITLE_MAX } from '@common/post-vocab';
import type { TimelineEventFields } from '@common/timeline';
import {
  TIMELINE_GRADES,
  TIMELINE_SOURCE_MAX,
  TIMELINE_THEME_MAX,
  TIMELINE_THEMES_MAX,
} from '@common/timeline-vocab';
import { Button, Form, Input, Radio } from 'antd';
import './timeline.css';

export interface TimelineFormValues {
  title: string;
  date: string;
  grade: number;
  source: string;
  themes: string;
  text: string;
}

/** Lines of text as paragraphs. */
export const linesToHtml = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** A stored body back as lines, for editing (browser only: it parses with the DOM). */
export function htmlToLines(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, h1, h2, h3, h4, li, blockquote')];
  if (blocks.length === 0) return doc.body.textContent ?? '';
  return blocks.map((b) => b.textContent ?? '').join('\n');
}

export const toEventFields = (v: TimelineFormValues): TimelineEventFields => ({
  title: v.title.trim(),
  date: v.date,
  grade: v.grade,
  source: v.source.trim(),
  theme_list: v.themes
    .split(/[,，、\s]+/)
    .map((t) => t.trim())
    .filter(Boolean),
  content: linesToHtml(v.text),
});

export function TimelineEventForm({
  initial,
  pending,
  submitLabel,
  onSubmit,
}: {
  initial: TimelineFormValues;
  pending: boolean;
  submitLabel: string;
  onSubmit: (fields: TimelineEventFields) => void;
}) {
  return (
    <Form<TimelineFormValues>
      name="timeline-event"
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => onSubmit(toEventFields(values))}
      className="timeline-form"
    >
      <Form.Item
        label="事件标题"
        name="title"
        rules={[{ required: true, whitespace: true, message: '请输入事件标题' }]}
      >
        <Input maxLength={TITLE_MAX} showCount />
      </Form.Item>
      <div className="timeline-form-row">
        <Form.Item label="日期" name="date" rules={[{ required: true, message: '请选择日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="等级" name="grade">
          <Radio.Group
            optionType="button"
            options={TIMELINE_GRADES.map((g) => ({ value: g.value, label: g.label }))}
          />
        </Form.Item>
        <Form.Item label="来源" name="source">
          <Input maxLength={TIMELINE_SOURCE_MAX} placeholder="如：公司公告、新华社" />
        </Form.Item>
      </div>
      <Form.Item
        label="主题"
        name="themes"
        extra={`用逗号分隔，最多${TIMELINE_THEMES_MAX}个，每个不超过${TIMELINE_THEME_MAX}字`}
      >
        <Input placeholder="如：算力，光模块" />
      </Form.Item>
      <Form.Item
        label="内容"
        name="text"
        rules={[{ required: true, whitespace: true, message: '请输入内容' }]}
      >
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
