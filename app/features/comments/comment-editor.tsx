import { COMMENT_MAX, charLength } from '@common/interaction-vocab';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { EmojiPicker } from '~/features/emoji/emoji-picker';
import { insertAtSelection } from '~/features/emoji/insert-text';
import { useRequireLogin } from '../reactions/use-require-login';
import { commentProblem, commentTextToHtml } from './comment-text';

/**
 * A comment or reply box. `onSubmit` gets the HTML to send and resolves true when it was accepted, which
 * empties the box. Visitors get the login dialog when they send.
 */
export function CommentEditor({
  label,
  placeholder,
  submitText = '发布',
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  placeholder: string;
  submitText?: string;
  autoFocus?: boolean;
  onSubmit: (html: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const ref = useRef<TextAreaRef>(null);

  /** An emoji's bracketed name goes in at the caret; the list shows it as an image (SPEC §3). */
  const insertEmoji = (name: string) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const next = insertAtSelection(
      text,
      area?.selectionStart ?? text.length,
      area?.selectionEnd ?? text.length,
      name,
    );
    setText(next.value);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = requireLogin(async () => {
    const problem = commentProblem(text);
    if (problem) {
      message.warning(problem);
      return;
    }
    setSending(true);
    try {
      if (await onSubmit(commentTextToHtml(text))) setText('');
    } finally {
      setSending(false);
    }
  });

  return (
    <div className="comment-editor">
      <Input.TextArea
        ref={ref}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        autoFocus={autoFocus}
        autoSize={{ minRows: 2, maxRows: 8 }}
        count={{ show: true, max: COMMENT_MAX, strategy: charLength }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
        }}
      />
      <div className="comment-editor-actions">
        <EmojiPicker onSelect={(emoji) => insertEmoji(emoji.name)} />
        <span className="comment-editor-gap" />
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="primary" size="small" loading={sending} onClick={send}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
