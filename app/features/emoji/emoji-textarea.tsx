/** A textarea with the emoji picker: a pick inserts its bracketed name at the cursor (SPEC §3). */
import { Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import { EmojiPicker } from './emoji-picker';
import { type Inserted, insertAtSelection } from './insert-text';

/** Lets the owner's own tools (the stock picker) edit at the caret, as the emoji picker does. */
export interface EmojiTextareaHandle {
  /** Replaces the value by `change` of it and the selection, then puts the caret where it says. */
  edit(change: (value: string, start: number, end: number) => Inserted): void;
  focus(): void;
}

export function EmojiTextarea({
  value,
  onChange,
  placeholder,
  rows = 8,
  maxLength,
  id,
  tools,
  ref: handle,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  id?: string;
  /** More controls in the bar, after the emoji picker. */
  tools?: ReactNode;
  ref?: Ref<EmojiTextareaHandle>;
}) {
  const ref = useRef<TextAreaRef>(null);
  const textArea = () => ref.current?.resizableTextArea?.textArea;
  const edit: EmojiTextareaHandle['edit'] = (change) => {
    const el = textArea();
    const next = change(value, el ? el.selectionStart : value.length, el ? el.selectionEnd : value.length);
    onChange(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  useImperativeHandle(handle, () => ({ edit, focus: () => textArea()?.focus() }));
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
        <EmojiPicker
          onSelect={(emoji) => edit((v, start, end) => insertAtSelection(v, start, end, emoji.name))}
        />
        {tools}
      </div>
    </div>
  );
}
