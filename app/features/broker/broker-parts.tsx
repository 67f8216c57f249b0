/** Pieces of the open-account pages shared by the site's and the in-app variants. */
import type { AccountDetail, AccountItem, BrokerPublic } from '@common/broker';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { leavingUrl } from '~/features/article/leaving-url';
import { api } from '~/lib/api';
import './broker.css';

/** Where a variant's offer pages live: /open-account or /app-open-account. */
export type BrokerBase = '/open-account' | '/app-open-account';

const RISK = '开户服务由合作券商提供，研社不参与账户操作。证券投资有风险，入市需谨慎。';

function BrokerLogo({ broker }: { broker: BrokerPublic }) {
  if (broker.logo_url) return <img className="broker-logo" src={broker.logo_url} alt="" />;
  return (
    <span className="broker-logo" aria-hidden>
      {broker.name.slice(0, 1)}
    </span>
  );
}

const untilText = (validTo: string | null) => (validTo ? `活动截至 ${validTo}` : '长期有效');

/** /open-account: the partner brokers and their live offers. */
export function BrokerList({ brokers, base }: { brokers: AccountDetail; base: BrokerBase }) {
  return (
    <>
      <h1>券商开户</h1>
      <p className="broker-page-lead">研社合作券商的开户优惠，选择活动查看详情与开户步骤。</p>
      {brokers.length === 0 && <p className="broker-empty">暂无合作券商</p>}
      {brokers.map((b) => (
        <section key={b.broker_id} className="broker-card" aria-label={b.name}>
          <div className="broker-head">
            <BrokerLogo broker={b} />
            <div>
              <h2>{b.name}</h2>
              {b.intro && <p>{b.intro}</p>}
            </div>
          </div>
          {b.item_list.length === 0 ? (
            <p className="broker-empty">暂无开户活动</p>
          ) : (
            <ul className="broker-offers">
              {b.item_list.map((o) => (
                <li key={o.account_item_id}>
                  <Link className="broker-offer-link" to={`${base}/${o.account_item_id}`}>
                    <strong>{o.title}</strong>
                    <span>
                      {o.benefits.slice(0, 2).join(' · ')}
                      {o.benefits.length > 0 ? ' · ' : ''}
                      {untilText(o.valid_to)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="broker-note">{RISK}</p>
    </>
  );
}

/**
 * /open-account/{id}: one offer, its steps, and 去开户. The press is counted first (`/account/click`), then
 * the site's variant opens the broker through the leaving page; the in-app web view, which has no site
 * chrome to leave, opens the broker's page itself. Without script the link still opens the leaving page.
 */
export function OfferDetail({ item, base }: { item: AccountItem; base: BrokerBase }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inApp = base === '/app-open-account';
  const open = async () => {
    setBusy(true);
    setError('');
    try {
      const { link } = await api<{ link: string }>(
        '/api/v1/account/click',
        { account_item_id: item.account_item_id },
        // The in-app page has no toasts: it says what failed itself.
        { quiet: inApp },
      );
      if (inApp) window.location.assign(link);
      else navigate(leavingUrl(link));
    } catch (err) {
      setError(err instanceof Error ? err.message : '操作失败，请稍后重试');
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        <Link to={base}>‹ 全部开户活动</Link>
      </p>
      <div className="broker-head">
        <BrokerLogo broker={item.broker} />
        <div>
          <h1>{item.title}</h1>
          <p>
            {item.broker.name} · {untilText(item.valid_to)}
          </p>
        </div>
      </div>
      {item.benefits.length > 0 && (
        <ul className="broker-offer-benefits" aria-label="活动权益">
          {item.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {item.steps.length > 0 && (
        <>
          <h2>开户步骤</h2>
          <ol className="broker-steps">
            {item.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      )}
      <Button
        type="primary"
        size="large"
        className="broker-open"
        href={inApp ? item.link : leavingUrl(item.link)}
        loading={busy}
        onClick={(e) => {
          e.preventDefault();
          if (!busy) void open();
        }}
      >
        去开户
      </Button>
      {error && (
        <p className="broker-error" role="alert">
          {error}
        </p>
      )}
      {item.broker.intro && (
        <p className="broker-note">
          关于{item.broker.name}：{item.broker.intro}
        </p>
      )}
      <p className="broker-note">{RISK}</p>
    </>
  );
}
