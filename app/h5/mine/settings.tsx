/**
 * 设置 and 我的权限 on the phone. The theme and font size are the desktop's preferences (the same cookies
 * and store, so the h5 layout repaints at once); push settings, clearing the cache and checking for an
 * update are the same as on /mine/settings.
 */
import type { PowerItem } from '@common/member';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Switch from 'antd-mobile/es/components/switch';
import { type ReactNode, useId } from 'react';
import { useAuth } from '~/features/auth/auth-context';
import { CHECK_UPDATE_TEXT } from '~/features/settings/app-version';
import { browserCacheTargets, CLEAR_CACHE_TEXT, clearSiteCache } from '~/features/settings/clear-cache';
import {
  setFontSizePreference,
  setThemePreference,
  useCurrentPreferences,
} from '~/features/settings/preference-store';
import { FONT_SIZE_OPTIONS, THEME_HINT, THEME_OPTIONS } from '~/features/settings/preferences';
import { PUSH_OPTIONS, PUSH_TEXT } from '~/features/settings/push-settings';
import { usePushSettings } from '~/features/settings/use-push-settings';
import { loadDialog } from '~/h5/shell/imperative';
import { showToast } from '~/h5/shell/toasts';
import './mine.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Choice<V extends string>({
  options,
  value,
  onChange,
}: {
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return <Selector options={options} value={[value]} onChange={(v) => v[0] && onChange(v[0])} />;
}

/** The member's push choices as switches (use-push-settings.ts). */
function PushSettings() {
  const { enabled, change } = usePushSettings();
  if (!enabled) {
    return <Skeleton.Paragraph lineCount={PUSH_OPTIONS.length} animated aria-label={PUSH_TEXT.loading} />;
  }
  return (
    <List className="h5-mine-push">
      {PUSH_OPTIONS.map(({ value, label }) => (
        <List.Item
          key={value}
          extra={
            <Switch
              aria-label={label}
              checked={enabled.includes(value)}
              onChange={(on) => change(on ? [...enabled, value] : enabled.filter((t) => t !== value))}
            />
          }
        >
          {label}
        </List.Item>
      ))}
    </List>
  );
}

export function H5Settings() {
  const prefs = useCurrentPreferences();
  const { user } = useAuth();

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
      <Section title="主题">
        <Choice options={THEME_OPTIONS} value={prefs.theme} onChange={setThemePreference} />
        <p className="h5-mine-hint">{THEME_HINT}</p>
      </Section>
      <Section title="字号">
        <Choice options={FONT_SIZE_OPTIONS} value={prefs.fontSize} onChange={setFontSizePreference} />
      </Section>
      <Section title={PUSH_TEXT.title}>
        {user ? <PushSettings key={user.user_id} /> : <p className="h5-mine-hint">{PUSH_TEXT.login}</p>}
      </Section>
      <Button block className="h5-mine-button" onClick={() => void clearCache()}>
        清除缓存
      </Button>
      <Button block className="h5-mine-button" onClick={() => void showToast(CHECK_UPDATE_TEXT)}>
        检查更新
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
