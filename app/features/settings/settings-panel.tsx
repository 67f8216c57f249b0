/** The settings controls (SPEC §2 settings): theme, font size, push settings, clear cache, check update. */
import { Button, Checkbox, Radio, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { useAuth } from '~/features/auth/auth-context';
import { version } from '../../../package.json';
import { browserCacheTargets, CLEAR_CACHE_TEXT, clearSiteCache } from './clear-cache';
import { setFontSizePreference, setThemePreference, useCurrentPreferences } from './preference-store';
import {
  FONT_SIZE_OPTIONS,
  type FontSizePreference,
  THEME_OPTIONS,
  type ThemePreference,
} from './preferences';
import { loadPushSettings, PUSH_OPTIONS, savePushSettings } from './push-settings';

export const APP_VERSION = version;

/** The preferences as rendered now (root loader's cookies on the server, the live store in the browser). */
export function SettingsPanel() {
  const prefs = useCurrentPreferences();
  const { user } = useAuth();
  const { modal, message } = useFeedback();

  const confirmClear = () =>
    modal.confirm({
      title: CLEAR_CACHE_TEXT.title,
      content: CLEAR_CACHE_TEXT.content,
      okText: CLEAR_CACHE_TEXT.ok,
      cancelText: CLEAR_CACHE_TEXT.cancel,
      onOk: async () => {
        await clearSiteCache(browserCacheTargets());
        message.success(CLEAR_CACHE_TEXT.done);
      },
    });

  return (
    <div className="settings-panel">
      <section className="settings-section" aria-labelledby="settings-theme">
        <h3 id="settings-theme">主题</h3>
        <Radio.Group
          optionType="button"
          options={THEME_OPTIONS}
          value={prefs.theme}
          onChange={(e) => setThemePreference(e.target.value as ThemePreference)}
        />
        <p className="settings-hint">
          智能：19:00–07:00（北京时间）使用深色；跟随系统：与操作系统的深浅色一致。
        </p>
      </section>
      <section className="settings-section" aria-labelledby="settings-font-size">
        <h3 id="settings-font-size">字号</h3>
        <Radio.Group
          optionType="button"
          options={FONT_SIZE_OPTIONS}
          value={prefs.fontSize}
          onChange={(e) => setFontSizePreference(e.target.value as FontSizePreference)}
        />
      </section>
      <section className="settings-section" aria-labelledby="settings-push">
        <h3 id="settings-push">推送设置</h3>
        {user ? (
          <PushSettings key={user.user_id} />
        ) : (
          <p className="settings-hint">登录后可设置接收哪些消息通知。</p>
        )}
      </section>
      <section className="settings-section settings-actions">
        <Button onClick={confirmClear}>清除缓存</Button>
        <Button onClick={() => message.info(`当前已是最新版本 v${APP_VERSION}`)}>检查更新</Button>
      </section>
    </div>
  );
}

/** The member's push choices, read from and saved to the server; a failed save puts the boxes back. */
function PushSettings() {
  const [enabled, setEnabled] = useState<number[] | null>(null);
  useEffect(() => {
    let live = true;
    loadPushSettings()
      .then((types) => live && setEnabled(types))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return <Skeleton.Input active size="small" aria-label="正在读取推送设置" />;
  return (
    <Checkbox.Group
      options={PUSH_OPTIONS}
      value={enabled}
      onChange={(values) => {
        const previous = enabled;
        setEnabled(values);
        savePushSettings(values)
          .then(setEnabled)
          .catch(() => setEnabled(previous));
      }}
    />
  );
}
