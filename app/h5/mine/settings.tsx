/**
 * 设置 and 我的权限 on the phone. The theme and font size are the desktop's preferences (the same cookies
 * and store, so the h5 layout repaints at once); clearing the cache is the same as on /mine/settings.
 */
import type { PowerItem } from '@common/member';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { browserCacheTargets, clearSiteCache } from '~/features/settings/clear-cache';
import {
  setFontSizePreference,
  setThemePreference,
  useCurrentPreferences,
} from '~/features/settings/preference-store';
import {
  FONT_SIZE_LABELS,
  FONT_SIZES,
  type FontSizePreference,
  THEME_LABELS,
  THEMES,
  type ThemePreference,
} from '~/features/settings/preferences';
import { loadDialog } from '~/h5/shell/imperative';
import { showToast } from '~/h5/shell/toasts';
import './mine.css';

const THEME_OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));
const FONT_SIZE_OPTIONS = FONT_SIZES.map((value) => ({ value, label: FONT_SIZE_LABELS[value] }));

export function H5Settings() {
  const prefs = useCurrentPreferences();

  const clearCache = async () => {
    const Dialog = await loadDialog();
    const ok = await Dialog.confirm({
      title: '确定清除缓存?',
      content: '将清除搜索历史、列表排序等本地缓存，草稿和设置不受影响。',
      confirmText: '清除',
      cancelText: '取消',
    });
    if (!ok) return;
    await clearSiteCache(browserCacheTargets());
    showToast('缓存已清除');
  };

  return (
    <div className="h5-mine-settings">
      <section aria-labelledby="h5-settings-theme">
        <h2 id="h5-settings-theme">主题</h2>
        <Selector
          options={THEME_OPTIONS}
          value={[prefs.theme]}
          onChange={(v) => v[0] && setThemePreference(v[0] as ThemePreference)}
        />
      </section>
      <section aria-labelledby="h5-settings-font">
        <h2 id="h5-settings-font">字号</h2>
        <Selector
          options={FONT_SIZE_OPTIONS}
          value={[prefs.fontSize]}
          onChange={(v) => v[0] && setFontSizePreference(v[0] as FontSizePreference)}
        />
      </section>
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
