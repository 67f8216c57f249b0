/** A textarea with the emoji picker: a pick inserts its bracketed name at the cursor (SPEC §3). */
import { Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { EmojiPicker } from './emoji-picker';
import { insertAtSelection } from './insert-text';

export function EmojiTextarea({
  value,
  onChange,
  placeholder,
  rows = 8,
  maxLength,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  id?: string;
}) {
  const ref = useRef<TextAreaRef>(null);
  const insert = (text: string) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const start = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    const next = insertAtSelection(value, start, end, text);
    onChange(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <div className="emoji-textarea">
      <Input.TextArea
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
      />
      <div className="emoji-textarea-bar">
        <EmojiPicker onSelect={(emoji) => insert(emoji.name)} />
      </div>
    </div>
  );
}
