/**
 * The rules of 工分 and 养分 as /mine/reward and /mine/energy show them, written from the constants the
 * server applies (common/money.ts), so the text and the books cannot disagree.
 */
import {
  ENERGY_POWERS,
  ENERGY_RULES,
  type EnergyKind,
  INTEGRAL_SUPPLY,
  MONEY_RULES,
} from '@common/money-vocab';

const percent = (bp: number) => `${bp / 100}%`;

const points = (n: number) => n.toLocaleString('en-US');

/** Where the fixed supply stands, under the member's 工分 balance. */
export const integralSupplyText = (treasury: number, burned: number) =>
  `工分总量固定为 ${points(INTEGRAL_SUPPLY)}，永不增发，并随流转不断销毁（通缩）。当前国库未发行 ${points(treasury)}，已销毁 ${points(burned)}，流通中 ${points(INTEGRAL_SUPPLY - treasury - burned)}。`;

/** What the member's 养分 still lacks for the powers it unlocks (the link to the powers follows it). */
export function energyPowerText(energy: number): string {
  const short = ENERGY_POWERS.paidPost - energy;
  return short > 0 ? `再获得 ${short} 养分即可发布付费阅读和设置悬赏` : '已解锁付费阅读和悬赏';
}

export function IntegralRules() {
  return (
    <div className="money-rules">
      <h3>工分从哪里来</h3>
      <ul>
        <li>编辑从国库（尚未发行的工分）中奖励优质的帖子和回答，这是新工分唯一的来源</li>
        <li>其他会员的打赏、赠送，以及被采纳的悬赏回答</li>
      </ul>
      <h3>工分可以用来</h3>
      <ul>
        <li>解锁付费阅读的帖子，解锁后永久可读</li>
        <li>打赏作者（{MONEY_RULES.integralPerYuan} 工分抵 1 元，不足 1 工分的部分按 1 工分计）</li>
        <li>在会员主页赠送工分，每次最多 {MONEY_RULES.giftMax.toLocaleString('en-US')} 工分</li>
        <li>
          为提问设置悬赏（{MONEY_RULES.bountyMin}~{MONEY_RULES.bountyMax.toLocaleString('en-US')}{' '}
          工分）：提问者在 {MONEY_RULES.bountyDays} 天内采纳最佳回答；到期未采纳的，由点赞最多的前{' '}
          {MONEY_RULES.bountySplitTop} 个回答平分，没有获赞的回答则全额退回
        </li>
        <li>购买最新帖子工具和红宝书产品</li>
      </ul>
      <h3>工分的销毁</h3>
      <ul>
        <li>
          会员之间流转的工分（打赏、赠送、付费阅读、悬赏），销毁其中的 {percent(MONEY_RULES.transferBurnBp)}
          ，按每笔计算，不足 1 工分的部分按 1 工分销毁：拆成多笔转出，销毁的不会少于一次转出
        </li>
        <li>
          购买平台商品（最新帖子工具、红宝书）支付的工分，销毁 {percent(MONEY_RULES.platformGoodsBurnBp)}
        </li>
      </ul>
    </div>
  );
}

/** Points per action and daily caps. */
export function EnergyRules() {
  return (
    <div className="money-rules">
      <h3>如何获得养分</h3>
      <ul>
        {(Object.keys(ENERGY_RULES) as EnergyKind[]).map((kind) => {
          const rule = ENERGY_RULES[kind];
          return (
            <li key={kind}>
              {rule.name}：每次 +{rule.points} 养分，每天最多 {rule.dailyCap} 次
            </li>
          );
        })}
      </ul>
      <p>养分只能通过参与社区获得，不能购买或转让。</p>
      <h3>养分可以解锁</h3>
      <ul>
        <li>养分达到 {ENERGY_POWERS.paidPost}：发布付费阅读的帖子，为提问设置工分悬赏</li>
      </ul>
    </div>
  );
}
