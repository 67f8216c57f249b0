/** The settings controls (SPEC §2 settings): theme, font size, push settings, clear cache, check update. */
import { Button, Checkbox, Radio, Skeleton } from 'antd';
import { useFeedback } from '~/components/feedback';
import { useAuth } from '~/features/auth/auth-context';
import { CHECK_UPDATE_TEXT } from './app-version';
import { browserCacheTargets, CLEAR_CACHE_TEXT, clearSiteCache } from './clear-cache';
import { setFontSizePreference, setThemePreference, useCurrentPreferences } from './preference-store';
import {
  FONT_SIZE_OPTIONS,
  type FontSizePreference,
  THEME_HINT,
  THEME_OPTIONS,
  type ThemePreference,
} from './preferences';
import { PUSH_OPTIONS, PUSH_TEXT } from './push-settings';
import { usePushSettings } from './use-push-settings';

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
        <p className="settings-hint">{THEME_HINT}</p>
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
        <h3 id="settings-push">{PUSH_TEXT.title}</h3>
        {user ? <PushSettings key={user.user_id} /> : <p className="settings-hint">{PUSH_TEXT.login}</p>}
      </section>
      <section className="settings-section settings-actions">
        <Button onClick={confirmClear}>清除缓存</Button>
        <Button onClick={() => message.info(CHECK_UPDATE_TEXT)}>检查更新</Button>
      </section>
    </div>
  );
}

/** The member's push choices (use-push-settings.ts). */
function PushSettings() {
  const { enabled, change } = usePushSettings();
  if (!enabled) return <Skeleton.Input active size="small" aria-label={PUSH_TEXT.loading} />;
  return <Checkbox.Group options={PUSH_OPTIONS} value={enabled} onChange={change} />;
}
