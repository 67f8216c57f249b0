/** The emoji panel (SPEC §3): a grid of the site's emoji; the caller decides how a pick is inserted. */
import { SmileOutlined } from '@ant-design/icons';
import { EMOJI_PICKER_LIST, type Emoji } from '@common/emoji';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import './emoji.css';

export function EmojiPicker({
  onSelect,
  disabled,
  label = '表情',
}: {
  onSelect: (emoji: Emoji) => void;
  disabled?: boolean;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="emoji-grid" role="listbox" aria-label="表情">
      {EMOJI_PICKER_LIST.map((emoji) => (
        <button
          key={emoji.id}
          type="button"
          role="option"
          aria-selected={false}
          className="emoji-cell"
          title={emoji.name}
          // Keep the editor's selection: a mousedown on the panel must not take focus from it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onSelect(emoji);
            setOpen(false);
          }}
        >
          <img src={emoji.src} alt={emoji.name} width={24} height={24} />
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          icon={<SmileOutlined />}
          disabled={disabled}
          aria-label={label}
          onMouseDown={(event) => event.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
