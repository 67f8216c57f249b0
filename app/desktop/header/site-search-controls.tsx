/**
 * The header search's antd controls (a Select for the scope, an AutoComplete with stock suggestions and
 * today's keywords): loaded when a reader first points at or focuses the search (site-search.tsx), so a
 * page's first load carries none of antd's select machinery.
 */
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_KEYWORD_MAX } from '@common/search-vocab';
import type { StockItem } from '@common/stock';
import { stockPath } from '@common/stock-vocab';
import { AutoComplete, Button, type GetRef, Select, Space } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearHistory, readHistory, withBrowserStorage } from '~/features/search/search-history';
import { SEARCH_SCOPES, type SearchScope } from '~/features/search/search-scopes';
import { ExchangeTag } from '~/features/stock/stock-parts';
import { useStockSuggestions } from '~/features/stock-picker/use-stock-suggestions';
import { SEARCH_PLACEHOLDER, type SiteSearchState } from './site-search';

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

const readTodaysKeywords = () => withBrowserStorage((s) => readHistory(s, Date.now()), []);

/**
 * Typing suggests stocks (picking one opens its page); Enter searches in the chosen scope; an empty box
 * offers today's keywords. The scope, the text and the search itself belong to SiteSearch, so nothing
 * typed before this loaded is lost; `focused` is the control the reader was in when it loaded.
 */
export function SiteSearchControls({ scope, setScope, text, setText, search, focused }: SiteSearchState) {
  const navigate = useNavigate();
  const box = useRef<GetRef<typeof AutoComplete>>(null);
  const [history, setHistory] = useState<string[]>([]);
  const { stocks } = useStockSuggestions(text);

  // Focus arrived before this did: the box's list of today's keywords is due now.
  useEffect(() => {
    if (focused === 'box') setHistory(readTodaysKeywords());
  }, [focused]);

  const submit = (keyword: string) => {
    if (!keyword.trim()) return;
    box.current?.blur();
    setHistory(search(keyword));
  };

  const onSelect = (value: string) => {
    if (value.startsWith(STOCK_OPTION)) {
      setText('');
      box.current?.blur();
      navigate(stockPath(Number(value.slice(STOCK_OPTION.length))));
    } else {
      const keyword = value.slice(KEYWORD_OPTION.length);
      setText(keyword);
      submit(keyword);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The list handles Enter on a highlighted option first and marks the event; IME Enter confirms text.
    if (event.key === 'Enter' && !event.defaultPrevented && !event.nativeEvent.isComposing) submit(text);
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
        autoFocus={focused === 'scope'}
        // Clicked or tabbed into in the stand-in: its list is what the reader was opening.
        defaultOpen={focused === 'scope'}
      />
      <AutoComplete
        ref={box}
        className="site-search-box"
        aria-label="搜索关键词"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        maxLength={SEARCH_KEYWORD_MAX}
        options={text.trim() ? stockOptions(stocks) : historyOptions(history, clear)}
        onChange={setText}
        onSelect={onSelect}
        onKeyDown={onKeyDown}
        onFocus={() => setHistory(readTodaysKeywords())}
        popupMatchSelectWidth={260}
        autoFocus={focused === 'box'}
        // Typed into the stand-in: its suggestions show as if typed here.
        defaultOpen={focused === 'box'}
      />
      <Button aria-label="搜索" icon={<SearchOutlined />} onClick={() => submit(text)} />
    </Space.Compact>
  );
}
