/**
 * Demo data of issue 16 items 4 and 5: two partner brokers with their offers, the app-download and
 * official-account settings, and two editor pages (a campaign and a help page). Idempotent: a broker
 * already there keeps its offers, a setting or page already saved is left as editors made it.
 */
import { sitePageUrl } from '../../../common/site-config';
import { sanitizePostHtml } from '../../lib/sanitize';
import type { Db } from '../client';
import { brokerOffers, brokers, sitePages, siteSettings } from '../schema';

/** Fictional brokers and links (.example never resolves): a deployment enters its partners in the console. */
export const SEED_BROKERS = [
  {
    name: '鼎盛证券',
    logoUrl: '',
    intro: '老牌综合券商，全国 300 余家营业部，两融与期权业务齐全。',
    sortNo: 1,
    offers: [
      {
        title: '新客开户享万0.85佣金',
        benefits: ['股票交易佣金万0.85（含规费）', '开户即送 Level-2 行情 3 个月', '专属投顾一对一服务'],
        steps: [
          '点击「去开户」进入券商开户页',
          '填写手机号并完成短信验证',
          '上传身份证并完成视频见证',
          '设置交易密码，等待审核（约 1 个交易日）',
        ],
        link: 'https://kaihu.dingsheng.example/yanshe?channel=yanshe',
        sortNo: 1,
      },
      {
        title: '两融开户利率优惠',
        benefits: ['融资年利率 5.0% 起', '门槛：开户满半年、资产 50 万'],
        steps: ['已有普通账户的客户点击「去开户」', '完成两融知识测评', '预约营业部见证'],
        link: 'https://kaihu.dingsheng.example/margin?channel=yanshe',
        sortNo: 2,
      },
    ],
  },
  {
    name: '华远证券',
    logoUrl: '',
    intro: '互联网券商，全程线上办理，3 分钟完成开户。',
    sortNo: 2,
    offers: [
      {
        title: '线上开户送 30 天行情会员',
        benefits: ['佣金万1免五', '开户送 30 天研社快讯会员', 'ETF 交易佣金万0.5'],
        steps: ['点击「去开户」', '下载华远证券 App 并登录', '按提示完成身份验证与风险测评'],
        link: 'https://open.huayuan.example/act/yanshe',
        sortNo: 1,
      },
    ],
  },
] as const;

const SEED_SETTINGS = {
  app_download: {
    ios_url: 'https://apps.apple.com/cn/app/id0000000000',
    android_url: 'https://yanshe.example/download/yanshe.apk',
    qr_url: '',
  },
  official_account: {
    name: '研社投研',
    qr_url: 'https://yanshe.example/official-account',
    intro: '每日盘前早报、热点复盘与社区精选，微信扫码关注。',
  },
};

const SEED_PAGES = [
  {
    slug: 'open-account-guide',
    title: '开户常见问题',
    html: `<h2>开户需要准备什么？</h2><p>本人二代身份证、本人实名手机号和一张本人银行卡。</p>
<h2>开户需要多久？</h2><p>线上提交后一般 1 个交易日内完成审核，审核结果以短信通知。</p>
<h2>从哪里开户？</h2><p>在 <a href="/open-account">开户页</a> 选择合作券商的活动，点击「去开户」即可。</p>`,
  },
  {
    slug: 'spring-campaign',
    title: '春季研究季：发帖赢工分',
    html: `<p>活动期间发布原创长文，每篇精选奖励 <strong>200 工分</strong>。</p>
<ul><li>原创、与 A 股相关</li><li>字数不少于 1500 字</li></ul>
<p>详见 <a href="${sitePageUrl('open-account-guide')}">开户常见问题</a>。</p>`,
  },
];

/** Inserts what is missing; answers the number of offers written. */
export async function seedBrokers(db: Db): Promise<number> {
  let offers = 0;
  await db.transaction(async (tx) => {
    for (const b of SEED_BROKERS) {
      const [broker] = await tx
        .insert(brokers)
        .values({ name: b.name, logoUrl: b.logoUrl, intro: b.intro, sortNo: b.sortNo })
        .onConflictDoNothing({ target: brokers.name })
        .returning({ id: brokers.id });
      if (!broker) continue;
      for (const o of b.offers) {
        await tx.insert(brokerOffers).values({
          brokerId: broker.id,
          title: o.title,
          benefits: [...o.benefits],
          steps: [...o.steps],
          link: o.link,
          sortNo: o.sortNo,
        });
        offers++;
      }
    }
    for (const [proName, value] of Object.entries(SEED_SETTINGS)) {
      await tx.insert(siteSettings).values({ proName, value }).onConflictDoNothing();
    }
    for (const p of SEED_PAGES) {
      await tx
        .insert(sitePages)
        .values({ slug: p.slug, title: p.title, contentHtml: sanitizePostHtml(p.html) })
        .onConflictDoNothing({ target: sitePages.slug });
    }
  });
  return offers;
}
