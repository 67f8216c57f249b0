/**
 * 设置 and 我的权限 on the phone. The theme and font size are the desktop's preferences (the same cookies
 * and store, so the h5 layout repaints at once); clearing the cache is the same as on /mine/settings.
 */
import type { PowerItem } from '@common/member';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useId } from 'react';
import { browserCacheTargets, CLEAR_CACHE_TEXT, clearSiteCache } from '~/features/settings/clear-cache';
import {
  setFontSizePreference,
  setThemePreference,
  useCurrentPreferences,
} from '~/features/settings/preference-store';
import { FONT_SIZE_OPTIONS, THEME_OPTIONS } from '~/features/settings/preferences';
import { loadDialog } from '~/h5/shell/imperative';
import { showToast } from '~/h5/shell/toasts';
import './mine.css';

function Choice<V extends string>({
  title,
  options,
  value,
  onChange,
}: {
  title: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Selector options={options} value={[value]} onChange={(v) => v[0] && onChange(v[0])} />
    </section>
  );
}

export function H5Settings() {
  const prefs = useCurrentPreferences();

  const clearCache = async () => {
    const Dialog = await loadDialog();
    const ok = await Dialog.confirm({
      title: CLEAR_CACHE_TEXT.title,
      content: CLEAR_CACHE_TEXT.content,
      confirmText: CLEAR_CACHE_TEXT.ok,
      cancelText: CLEAR_CACHE_TEXT.cancel,
    });
    if (!ok) return;
    await clearSiteCache(browserCacheTargets());
    showToast(CLEAR_CACHE_TEXT.done);
  };

  return (
    <div className="h5-mine-settings">
      <Choice title="主题" options={THEME_OPTIONS} value={prefs.theme} onChange={setThemePreference} />
      <Choice
        title="字号"
        options={FONT_SIZE_OPTIONS}
        value={prefs.fontSize}
        onChange={setFontSizePreference}
      />
      <Button block className="h5-mine-button" onClick={() => void clearCache()}>
        清除缓存
      </Button>
    </div>
  );
}

export function PowerList({ powers }: { powers: PowerItem[] }) {
  return (
    <List className="h5-mine-powers">
      {powers.map((p) => (
        <List.Item
          key={p.key}
          description={p.description}
          extra={
            <span className={p.granted ? 'h5-mine-state h5-mine-state-published' : 'h5-mine-state'}>
              {p.granted ? '已开通' : p.reason || '未开通'}
            </span>
          }
        >
          {p.name}
        </List.Item>
      ))}
    </List>
  );
}
