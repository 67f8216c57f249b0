import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntent } from '~/components/use-intent';

const loadDropdown = () => import('./publish-dropdown').then((m) => m.PublishDropdown);

/**
 * The header's 发布 menu: one entry per publish form. The button is every page's first load; the menu
 * (antd's Dropdown) loads when a reader points at, focuses, clicks it or presses a key on it.
 */
export function PublishMenu() {
  const intent = useIntent(loadDropdown);
  const button = (
    <Button type="primary" className="site-header-publish" icon={<EditOutlined />} {...intent.triggers}>
      发布
    </Button>
  );
  const PublishDropdown = intent.loaded;
  if (!PublishDropdown) return button;
  return (
    <PublishDropdown initiallyOpen={intent.pointed() || intent.keyed()} openedByKey={intent.keyed()}>
      {button}
    </PublishDropdown>
  );
}
