/** The settings button's antd Popover with the panel, loaded on the reader's intent (settings-button.tsx). */
import { Popover } from 'antd';
import { type ReactElement, useState } from 'react';
import { SettingsPanel } from './settings-panel';

/** `initiallyOpen`: the button was clicked before this arrived. */
export function SettingsPopover({
  initiallyOpen,
  children,
}: {
  initiallyOpen: boolean;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      content={<SettingsPanel />}
      title="设置"
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
    >
      {children}
    </Popover>
  );
}
