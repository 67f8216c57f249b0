/** A centre page's tabs kept in the URL's query (?type=), so the loader renders the chosen list's page 1. */
import Tabs from 'antd-mobile/es/components/tabs';
import { useNavigate } from 'react-router';

export function PageTabs<K extends string | number>({
  tabs,
  active,
  hrefOf,
}: {
  tabs: readonly { key: K; label: string }[];
  active: K;
  hrefOf: (key: K) => string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      className="h5-mine-tabs"
      activeKey={String(active)}
      onChange={(key) => {
        const tab = tabs.find((t) => String(t.key) === key);
        if (tab) void navigate(hrefOf(tab.key), { replace: true, preventScrollReset: true });
      }}
    >
      {tabs.map((t) => (
        <Tabs.Tab key={String(t.key)} title={t.label} />
      ))}
    </Tabs>
  );
}
