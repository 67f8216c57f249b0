import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DEFAULT_SEARCH_SCOPE,
  SEARCH_SCOPES,
  type SearchScope,
  searchUrl,
} from '~/features/search/search-scopes';

/** The header search: a scope select and a keyword box, leading to /search/new?k=…&type=…. */
export function SiteSearch() {
  const navigate = useNavigate();
  const [scope, setScope] = useState<SearchScope>(DEFAULT_SEARCH_SCOPE);
  const search = (value: string) => {
    const keyword = value.trim();
    if (keyword) navigate(searchUrl(keyword, scope));
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
      <Input.Search aria-label="搜索关键词" placeholder="搜索股票、文章、用户" onSearch={search} />
    </Space.Compact>
  );
}
