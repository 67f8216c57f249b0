import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_KEYWORD_MAX } from '@common/search';
import { type StockItem, stockPath } from '@common/stock';
import { AutoComplete, Button, type GetRef, Select, Space } from 'antd';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  clearHistory,
  readHistory,
  rememberKeyword,
  withBrowserStorage,
} from '~/features/search/search-history';
import {
  DEFAULT_SEARCH_SCOPE,
  SEARCH_SCOPES,
  type SearchScope,
  searchUrl,
} from '~/features/search/search-scopes';
import { ExchangeTag } from '~/features/stock/stock-parts';
import { useStockSuggestions } from '~/features/stock-picker/use-stock-suggestions';
import '~/features/search/search.css';

/** Option values say what was picked: a suggested stock or one of today's keywords. */
const STOCK_OPTION = 'stock:';
const KEYWORD_OPTION = 'keyword:';

type OptionGroups = { label: ReactNode; options: { value: string; label: ReactNode }[] }[];

const stockOptions = (stocks: StockItem[]): OptionGroups =>
  stocks.length === 0
    ? []
    : [
        {
          label: '股票',
          options: stocks.map((s) => ({
            value: `${STOCK_OPTION}${s.stock_id}`,
            label: (
              <span className="site-search-stock">
                <span className="site-search-stock-name">{s.name}</span>
                <span className="site-search-stock-code">{s.code}</span>
                <ExchangeTag exchange={s.exchange} />
              </span>
            ),
          })),
        },
      ];

const historyOptions = (keywords: string[], onClear: () => void): OptionGroups =>
  keywords.length === 0
    ? []
    : [
        {
          label: (
            <span className="site-search-history-head">
              今日搜索
              <Button type="link" size="small" onClick={onClear}>
                清空
              </Button>
            </span>
          ),
          options: keywords.map((k) => ({ value: `${KEYWORD_OPTION}${k}`, label: k })),
        },
      ];

/**
 * The header search: a scope select and a keyword box. Typing suggests stocks (picking one opens its
 * page); Enter searches /search/new?k=…&type=… in the chosen scope; an empty box offers today's keywords.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const box = useRef<GetRef<typeof AutoComplete>>(null);
  const [scope, setScope] = useState<SearchScope>(DEFAULT_SEARCH_SCOPE);
  const [text, setText] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const { stocks } = useStockSuggestions(text);

  const search = (value: string) => {
    const keyword = value.trim();
    if (!keyword) return;
    setHistory(rememberKeyword(keyword));
    box.current?.blur();
    navigate(searchUrl(keyword, scope));
  };

  const onSelect = (value: string) => {
    if (value.startsWith(STOCK_OPTION)) {
      setText('');
      box.current?.blur();
      navigate(stockPath(Number(value.slice(STOCK_OPTION.length))));
    } else {
      const keyword = value.slice(KEYWORD_OPTION.length);
      setText(keyword);
      search(keyword);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The list handles Enter on a highlighted option first and marks the event; IME Enter confirms text.
    if (event.key === 'Enter' && !event.defaultPrevented && !event.nativeEvent.isComposing) search(text);
  };

  const clear = () => {
    withBrowserStorage((s) => clearHistory(s, Date.now()), undefined);
    setHistory([]);
  };

  return (
    <Space.Compact className="site-search">
      <Select<SearchScope>
        aria-label="搜索范围"
        className="site-search-scope"
        value={scope}
        onChange={setScope}
        options={[...SEARCH_SCOPES]}
        popupMatchSelectWidth={false}
      />
      <AutoComplete
        ref={box}
        className="site-search-box"
        aria-label="搜索关键词"
        placeholder="搜索股票、文章、用户"
        value={text}
        maxLength={SEARCH_KEYWORD_MAX}
        options={text.trim() ? stockOptions(stocks) : historyOptions(history, clear)}
        onChange={setText}
        onSelect={onSelect}
        onKeyDown={onKeyDown}
        onFocus={() => setHistory(withBrowserStorage((s) => readHistory(s, Date.now()), []))}
        popupMatchSelectWidth={260}
      />
      <Button aria-label="搜索" icon={<SearchOutlined />} onClick={() => search(text)} />
    </Space.Compact>
  );
}
