/**
 * The header search: a scope select and a keyword box. Every page's first load renders a light stand-in
 * with antd's classes (the same look, styled in the server HTML) that already searches on Enter; antd's
 * Select and AutoComplete (suggestions, today's keywords) load when the reader first points at it or
 * focuses it, and take its place (site-search-controls.tsx).
 */
import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { SEARCH_KEYWORD_MAX } from '@common/search-vocab';
import { Button } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntent } from '~/components/use-intent';
import { rememberKeyword } from '~/features/search/search-history';
import {
  DEFAULT_SEARCH_SCOPE,
  FALLBACK_SEARCH_SCOPE,
  isSearchScope,
  SEARCH_SCOPES,
  type SearchScope,
  searchUrl,
} from '~/features/search/search-scopes';
import '~/features/search/search.css';
// The stand-in's look in the server HTML (antd's Select and Space.Compact; the Button's comes with it).
import '~/styles/antd/select.css';
import '~/styles/antd/auto-complete.css';
import '~/styles/antd/space.css';

const loadControls = () => import('./site-search-controls').then((m) => m.SiteSearchControls);

export const SEARCH_PLACEHOLDER = '搜索股票、文章、用户';

/** The control a reader was in: the antd one that replaces it takes the focus. */
type Focused = 'scope' | 'box' | null;

export interface SiteSearchState {
  scope: SearchScope;
  setScope: (scope: SearchScope) => void;
  text: string;
  setText: (text: string) => void;
  /** Remembers the keyword and opens its results; answers today's keywords. */
  search: (keyword: string) => string[];
  focused: Focused;
}

/** The results page whose keyword and scope the box shows (issue 18). */
const RESULTS_PATH = '/search/new';

/** What the box shows at a location: on the results page its search, elsewhere an empty box. */
function searchAt(pathname: string, search: string, scope: SearchScope) {
  if (pathname !== RESULTS_PATH) return { text: '', scope };
  // As search-query.ts's parseSearchQuery reads it, without pulling the results page's module in here.
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  return {
    text: (params.get('k') ?? '').trim(),
    scope: isSearchScope(type) ? type : FALLBACK_SEARCH_SCOPE,
  };
}

export function SiteSearch() {
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const [scope, setScope] = useState<SearchScope>(
    () => searchAt(pathname, query, DEFAULT_SEARCH_SCOPE).scope,
  );
  const [text, setText] = useState(() => searchAt(pathname, query, DEFAULT_SEARCH_SCOPE).text);
  const [focused, setFocused] = useState<Focused>(null);
  // Each navigation, client-side ones included, shows that location's search (set while rendering, so the
  // box never shows the previous page's for a frame).
  const location = `${pathname}${query}`;
  const [shownFor, setShownFor] = useState(location);
  if (shownFor !== location) {
    const shown = searchAt(pathname, query, scope);
    setShownFor(location);
    setText(shown.text);
    setScope(shown.scope);
  }
  const intent = useIntent(loadControls);

  const search = (value: string) => {
    const keyword = value.trim();
    const history = rememberKeyword(keyword);
    navigate(searchUrl(keyword, scope));
    return history;
  };
  const state: SiteSearchState = { scope, setScope, text, setText, search, focused };

  const SiteSearchControls = intent.loaded;
  if (SiteSearchControls) return <SiteSearchControls {...state} />;
  return <LightSearch state={state} onIntent={intent.want} onFocusChange={setFocused} />;
}

/**
 * The stand-in: antd's Select and AutoComplete markup around a native select (transparent, over the
 * shown scope) and a plain input.
 */
function LightSearch({
  state: { scope, setScope, text, setText, search },
  onIntent,
  onFocusChange,
}: {
  state: SiteSearchState;
  onIntent: () => void;
  onFocusChange: (focused: Focused) => void;
}) {
  const label = SEARCH_SCOPES.find((s) => s.value === scope)?.label;
  const submit = () => {
    if (text.trim()) search(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit();
  };
  const focus = (focused: Focused) => () => {
    onFocusChange(focused);
    onIntent();
  };
  return (
    <div className="ant-space-compact site-search" onPointerEnter={onIntent} onTouchStart={onIntent}>
      <div className="ant-select ant-select-outlined ant-select-compact-item ant-select-compact-first-item site-search-scope css-var-ys ant-select-css-var ant-select-single ant-select-show-arrow">
        <div className="ant-select-content ant-select-content-has-value" title={label}>
          {label}
          <select
            aria-label="搜索范围"
            className="site-search-native-select"
            value={scope}
            onChange={(event) => setScope(event.target.value as SearchScope)}
            onFocus={focus('scope')}
            onBlur={() => onFocusChange(null)}
          >
            {SEARCH_SCOPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="ant-select-suffix">
          <DownOutlined />
        </div>
      </div>
      <div className="ant-select ant-select-outlined ant-select-compact-item site-search-box ant-select-auto-complete css-var-ys ant-select-css-var ant-select-single ant-select-show-search">
        <div className="ant-select-content">
          {text ? null : <div className="ant-select-placeholder">{SEARCH_PLACEHOLDER}</div>}
          <input
            type="text"
            role="combobox"
            aria-label="搜索关键词"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            className="ant-select-input"
            maxLength={SEARCH_KEYWORD_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={focus('box')}
            onBlur={() => onFocusChange(null)}
          />
        </div>
      </div>
      <Button
        aria-label="搜索"
        className="ant-btn-compact-item ant-btn-compact-last-item"
        icon={<SearchOutlined />}
        onClick={submit}
      />
    </div>
  );
}
