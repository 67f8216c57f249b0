/** The publish sheet's stock picker: search by name or code, a tap inserts the stock's tag into the text. */
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { stockTagInsert } from '~/features/stock-picker/stock-tag-edit';
import { useStockSuggestions } from '~/features/stock-picker/use-stock-suggestions';

export function StockTagPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose(): void;
  onPick(tag: string): void;
}) {
  const [keyword, setKeyword] = useState('');
  const { stocks, loading } = useStockSuggestions(keyword);
  const close = () => {
    setKeyword('');
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      position="bottom"
      bodyClassName="h5-stock-picker"
    >
      <SearchBar
        placeholder="输入股票名称或代码"
        value={keyword}
        onChange={setKeyword}
        onCancel={close}
        showCancelButton
        autoFocus
      />
      <List>
        {stocks.map((stock) => (
          <List.Item
            key={stock.stock_id}
            onClick={() => {
              setKeyword('');
              onPick(stockTagInsert(stock));
            }}
            extra={stock.code}
          >
            {stock.name}
          </List.Item>
        ))}
      </List>
      {keyword.trim() && !loading && stocks.length === 0 ? (
        <p className="h5-stock-none">未找到相关股票</p>
      ) : null}
    </Popup>
  );
}
