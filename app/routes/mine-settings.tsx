/** /mine/settings: theme, font size, push settings, clear cache and check update (SPEC §2 settings). */
import { SITE_NAME } from '@common/constants';
import { SettingsPanel } from '~/features/settings/settings-panel';
import type { Route } from './+types/mine-settings';

export const meta: Route.MetaFunction = () => [{ title: `设置 - ${SITE_NAME}` }];

export default function MineSettings() {
  return (
    <div className="panel settings-page">
      <h2 className="settings-title">设置</h2>
      <SettingsPanel />
    </div>
  );
}
