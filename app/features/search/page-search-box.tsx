import { SEARCH_KEYWORD_MAX } from '@common/search-vocab';
import { Input } from 'antd';
import { rememberKeyword } from './search-history';

/** A search box that runs its search on the current page; also records the keyword for the header. */
export function PageSearchBox({
  keyword,
  placeholder,
  onSearch,
}: {
  keyword: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
}) {
  return (
    <Input.Search
      // A new keyword from elsewhere (the header) replaces what was typed here.
      key={keyword}
      className="page-search-box"
      aria-label="搜索关键词"
      defaultValue={keyword}
      maxLength={SEARCH_KEYWORD_MAX}
      placeholder={placeholder}
      enterButton="搜索"
      allowClear
      onSearch={(value) => {
        const k = value.trim();
        if (!k) return;
        rememberKeyword(k);
        onSearch(k);
      }}
    />
  );
}
