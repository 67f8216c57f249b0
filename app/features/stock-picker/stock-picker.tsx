/**
 * The editors' stock picker: a "$ 股票" toolbar button (or a typed `$`) opens a search box, and a pick
 * puts the stock's `$name(code)$` tag into the text; the server links the tag on publish.
 */
import type { StockItem } from '@common/stock';
import { AutoComplete, Button, Popover, Spin, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { stockTagInsert } from './stock-tag-edit';
import { useStockSuggestions } from './use-stock-suggestions';
import './stock-picker.css';

export interface StockPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (stock: StockItem) => void;
  /** Escape in the search box: closed without a pick, and the editor wants its focus back. */
  onCancel: () => void;
}

/** Who opened the picker: a typed trigger is replaced by the tag, which brings its own `$`. */
type Opener = 'button' | 'trigger' | null;

/**
 * One editor's picker state. `insert` puts the tag text at the editor's caret, replacing the trigger
 * before it when `afterTrigger`; `focus` gives the editor its focus back after Escape.
 */
export function useStockPicker(
  insert: (text: string, afterTrigger: boolean) => void,
  focus: () => void,
): { picker: StockPickerProps; openAfterTrigger: () => void } {
  const [opener, setOpener] = useState<Opener>(null);
  // Stable, because the rich editor registers it once with its input handler.
  const openAfterTrigger = useCallback(() => setOpener('trigger'), []);
  return {
    openAfterTrigger,
    picker: {
      open: opener !== null,
      onOpenChange: (open) => setOpener(open ? 'button' : null),
      onPick: (stock) => {
        setOpener(null);
        insert(stockTagInsert(stock), opener === 'trigger');
      },
      onCancel: () => {
        setOpener(null);
        focus();
      },
    },
  };
}

function StockSearchBox({ onPick, onCancel }: Pick<StockPickerProps, 'onPick' | 'onCancel'>) {
  const [keyword, setKeyword] = useState('');
  const { stocks, loading } = useStockSuggestions(keyword);
  const notFound = !keyword.trim() ? null : loading ? <Spin size="small" /> : '未找到相关股票';
  return (
    <AutoComplete
      autoFocus
      className="stock-picker-input"
      aria-label="搜索股票"
      placeholder="输入股票名称、代码或拼音"
      value={keyword}
      // Typing only: a pick would otherwise write the option's value (the stock id) into the box.
      showSearch={{ onSearch: setKeyword }}
      defaultActiveFirstOption
      options={stocks.map((s) => ({
        value: String(s.stock_id),
        label: (
          <>
            {s.name} <span className="stock-picker-code">{s.code}</span>
          </>
        ),
      }))}
      notFoundContent={notFound}
      onSelect={(value: string) => {
        const stock = stocks.find((s) => String(s.stock_id) === value);
        if (stock) onPick(stock);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    />
  );
}

export function StockPicker({ open, onOpenChange, onPick, onCancel }: StockPickerProps) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomLeft"
      // A fresh, empty search box each time it opens.
      destroyOnHidden
      content={<StockSearchBox onPick={onPick} onCancel={onCancel} />}
    >
      <Tooltip title="插入股票">
        <Button
          type="text"
          size="small"
          className="stock-picker-button"
          // Keep the editor's selection: the tag goes where the caret was.
          onMouseDown={(event) => event.preventDefault()}
        >
          $ 股票
        </Button>
      </Tooltip>
    </Popover>
  );
}
