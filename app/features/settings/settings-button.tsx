/** The header's settings button: the settings in a popover, for visitors too (theme and font size need no login). */
import { SettingOutlined } from '@ant-design/icons';
import { useIntent } from '~/components/use-intent';

/** antd's Popover and the panel load when a reader points at, focuses or clicks the button. */
const loadPopover = () => import('./settings-popover').then((m) => m.SettingsPopover);

export function SettingsButton() {
  const intent = useIntent(loadPopover);
  const button = (
    <button type="button" className="header-icon header-icon-button" aria-label="设置" {...intent.triggers}>
      <SettingOutlined />
    </button>
  );
  const SettingsPopover = intent.loaded;
  if (!SettingsPopover) return button;
  return <SettingsPopover initiallyOpen={intent.clicked()}>{button}</SettingsPopover>;
}
