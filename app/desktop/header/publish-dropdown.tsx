/** The 发布 menu's antd Dropdown, loaded when a reader first points at the button (publish-menu.tsx). */
import type { PostType } from '@common/post';
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useKeyboardMenu } from '~/components/menu-keys';
import { PUBLISH_TYPES, publishUrl } from '~/features/publish/publish-types';

const ITEMS = PUBLISH_TYPES.map(({ type, label }) => ({ key: type, label }));

/**
 * `initiallyOpen`: the reader is already on the button (or clicked it) when this arrives; `openedByKey`:
 * with a key, so focus goes into the menu.
 */
export function PublishDropdown({
  initiallyOpen,
  openedByKey,
  children,
}: {
  initiallyOpen: boolean;
  openedByKey: boolean;
  children: ReactElement;
}) {
  const navigate = useNavigate();
  const menu = useKeyboardMenu(initiallyOpen, openedByKey);
  return (
    <Dropdown
      open={menu.open}
      onOpenChange={menu.onOpenChange}
      popupRender={menu.popupRender}
      menu={{ items: ITEMS, onClick: ({ key }) => navigate(publishUrl(key as PostType)) }}
      placement="bottomRight"
    >
      <span className="header-menu-trigger" onKeyDown={menu.onKeyDown}>
        {children}
      </span>
    </Dropdown>
  );
}
