/**
 * The tool's paid gate (issue 17 §1, SPEC §4/§9): what the tool does, its price (SPEC §9's 200 until
 * /api/v1/user/newest-article-tool answers `money`, shown /100 with 2 decimals) and 开通语音播报功能,
 * which pays the order through the pay dialog (wallet, WeChat QR, 工分). Once paid the page opens the
 * tool in place, without a reload.
 */
import { VOICE_TOOL_DEFAULT_PRICE } from '@common/constants';
import { formatMoney, formatPrice } from '@common/format';
import type { NewestToolOffer } from '@common/money';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { usePay } from '~/features/pay/pay-context';
import { useSubmit } from '~/lib/use-submit';
import { newestToolOffer } from './newest-api';

const FEATURES = [
  '社区帖子公开后即刻推送到列表顶部，无需刷新页面',
  '声音提醒：新帖到达时播放提示音',
  '语音播报：一条新帖朗读标题，多条新帖播报数量',
] as const;

export function NewestGate({ onOpened }: { onOpened(purchased: boolean): void }) {
  const pay = usePay();
  const [offer, setOffer] = useState<NewestToolOffer | null>(null);

  useEffect(() => {
    let live = true;
    newestToolOffer(true)
      .then((answer) => {
        if (!live) return;
        // Opened meanwhile (another tab, a WeChat payment that completed late): straight in.
        if (answer.available) onOpened(false);
        else setOffer(answer);
      })
      .catch(() => {}); // the default price stays; buying asks again
    return () => {
      live = false;
    };
  }, [onOpened]);

  const { submit, pending } = useSubmit<void>(async () => {
    // Asked again on the click: the order shown may have expired while the page stood open.
    const current = await newestToolOffer();
    setOffer(current);
    if (current.available) return onOpened(false);
    if (!current.order) return;
    if (await pay(current.order)) onOpened(true);
  });

  const price = offer ? formatPrice(offer.money) : formatMoney(VOICE_TOOL_DEFAULT_PRICE);
  return (
    <section className="panel newest-gate" aria-labelledby="newest-gate-title">
      <h1 id="newest-gate-title">最新帖子工具</h1>
      <p className="newest-gate-lede">
        实时追踪研社最新公开的帖子，配合声音提醒与语音播报，不错过每一条新研究。
      </p>
      <ul className="newest-gate-features">
        {FEATURES.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="newest-gate-price">
        <span className="newest-price">¥{price}</span>
        {offer && <span className="newest-gate-days"> / {offer.days}天</span>}
      </p>
      <Button type="primary" size="large" loading={pending} onClick={() => void submit()}>
        开通语音播报功能
      </Button>
      <p className="newest-gate-note">支持钱包、微信支付和工分支付</p>
    </section>
  );
}
