/** The header's settings button: the settings in a popover, for visitors too (theme and font size need no login). */
import { SettingOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { SettingsPanel } from './settings-panel';

export function SettingsButton() {
  return (
    <Popover content={<SettingsPanel />} title="设置" trigger="click" placement="bottomRight" destroyOnHidden>
      <button type="button" className="header-icon header-icon-button" aria-label="设置">
        <SettingOutlined />
      </button>
    </Popover>
  );
}
