/**
 * The site's rules and agreements (/protocol/{type}, `/api/v1/user/protocol/{type}`) and the about page
 * (/about/jc): one source for the pages and the API.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { SITE_NAME } from './constants';
import { escapeHtml } from './html';
import { ENERGY_POWERS, MONEY_RULES } from './money-vocab';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  sections: LegalSection[];
}

/** An agreement also says when it last changed (`YYYY-MM-DD`, China date). */
export interface Protocol extends LegalText {
  updated: string;
}

/** The share of a bounty burned when it passes to answerers (MONEY_RULES.transferBurnBp), in percent. */
const BURN_PERCENT = MONEY_RULES.transferBurnBp / 100;

export const PROTOCOL_TYPES = ['community', 'service', 'privacy', 'bounty', 'reward'] as const;
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

export const PROTOCOL_NOT_FOUND_MSG = '协议不存在';

export const isProtocolType = (value: string | undefined): value is ProtocolType =>
  (PROTOCOL_TYPES as readonly string[]).includes(value ?? '');

/** `/api/v1/user/protocol/{type}`: `content` is HTML, `update_time` the date it last changed. */
export const protocolSchema = z.object({
  type: z.enum(PROTOCOL_TYPES),
  title: z.string(),
  content: z.string(),
  update_time: z.string(),
});

/** The sections as HTML for the API's `content` (apps render it in a web view). */
export function legalHtml(text: LegalText): string {
  return text.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('');
}

export const PROTOCOLS: Record<ProtocolType, Protocol> = {
  community: {
    title: '社区规则',
    updated: '2026-11-22',
    sections: [
      {
        heading: '一、社区宗旨',
        paragraphs: [
          `${SITE_NAME}是面向A股投资者的研究分享社区，倡导“研究共享，茁壮成长”。我们欢迎有逻辑、有依据、有独立思考的内容，也欢迎真诚的提问与讨论。`,
        ],
      },
      {
        heading: '二、鼓励的内容',
        paragraphs: [
          '基于公开信息的行业、公司与个股研究，注明数据与信息来源。',
          '复盘、纪要、交易思路与经验教训的分享，观点清楚、论证完整。',
          '对他人内容的补充、质疑与讨论，对事不对人。',
        ],
      },
      {
        heading: '三、禁止的行为',
        paragraphs: [
          '发布或转发未经证实的消息、谣言，编造、传播虚假信息，或利用内容影响股价。',
          '荐股收费、代客理财、拉人进群、引流至站外交易，以及任何形式的非法证券活动。',
          '发布广告、刷屏、恶意灌水，或利用多个账号操纵点赞、评论与排行。',
          '人身攻击、歧视、骚扰，泄露他人隐私，发布违法违规或低俗内容。',
          '未经授权搬运他人原创内容，或侵犯他人知识产权。',
        ],
      },
      {
        heading: '四、利益披露',
        paragraphs: [
          '讨论具体股票时，请如实说明自己是否持有相关股票。刻意隐瞒利益关系的内容可能被限制展示。',
        ],
      },
      {
        heading: '五、处理方式',
        paragraphs: [
          '违反本规则的内容将被删除或限制展示；情节严重的，账号将被禁言或封禁。涉嫌违法的，我们将依法配合有关部门处理。',
          '如对处理结果有异议，可通过“意见反馈”联系我们申诉。',
        ],
      },
    ],
  },
  service: {
    title: '服务协议',
    updated: '2026-11-22',
    sections: [
      {
        heading: '一、协议的范围',
        paragraphs: [
          `本协议是您与${SITE_NAME}之间关于使用${SITE_NAME}网站及相关服务的约定。注册、登录或使用本服务，即表示您已阅读并同意本协议及《社区规则》《隐私政策》。`,
        ],
      },
      {
        heading: '二、账号',
        paragraphs: [
          '您应使用本人手机号注册，并妥善保管账号与密码。通过您的账号进行的操作视为您本人的行为。',
          '用户名、头像与简介不得含有违法违规、侵权或误导他人的信息。',
        ],
      },
      {
        heading: '三、内容',
        paragraphs: [
          '您对自己发布的内容负责，并保证拥有发布所需的权利。您同意我们在提供本服务所需的范围内存储、展示和传播这些内容。',
          '我们有权依据法律法规与《社区规则》处理违规内容和账号。',
        ],
      },
      {
        heading: '四、付费服务',
        paragraphs: [
          '部分功能（如红宝书、快讯语音播报）需要付费或使用工分。价格、权益与有效期以购买页面的说明为准。已生效的数字服务，除法律规定外不予退款。',
        ],
      },
      {
        heading: '五、投资风险',
        paragraphs: [
          '社区内所有用户发言仅代表个人观点，不构成任何投资建议。您应独立判断、自行承担投资决策的风险与后果。',
        ],
      },
      {
        heading: '六、服务的变更与终止',
        paragraphs: [
          '我们可能调整或中止部分服务，并会尽量提前通知。您可以随时停止使用本服务；如需注销账号，请通过“意见反馈”联系我们。',
        ],
      },
    ],
  },
  privacy: {
    title: '隐私政策',
    updated: '2026-11-22',
    sections: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '注册与登录：手机号、国家或地区区号、密码（加密存储，我们无法查看明文）；使用微信登录时，还有微信提供的昵称、头像与标识。',
          '使用服务：您发布的内容、关注与互动记录、订单与支付状态，以及保障安全所需的访问日志（如IP地址、浏览器类型、访问时间）。',
        ],
      },
      {
        heading: '二、我们如何使用',
        paragraphs: [
          '提供与改进服务：登录验证、内容展示、消息通知、订单处理。',
          '保障安全：识别异常登录、防止刷量与欺诈、处理违规内容。',
          '我们不会出售您的个人信息，也不会将手机号展示给其他用户。',
        ],
      },
      {
        heading: '三、Cookie',
        paragraphs: ['我们使用Cookie保存登录状态与必要的偏好设置。禁用Cookie后您将无法登录。'],
      },
      {
        heading: '四、共享与披露',
        paragraphs: [
          '仅在以下情形共享必要的信息：短信、支付等服务商为完成相应功能；法律法规或有权机关要求。我们要求服务商按不低于本政策的标准保护您的信息。',
        ],
      },
      {
        heading: '五、您的权利',
        paragraphs: [
          '您可以查看和修改个人资料、修改密码、删除自己发布的内容，也可以申请注销账号。注销后，我们将删除或匿名化您的个人信息，法律法规要求保留的除外。',
        ],
      },
      {
        heading: '六、联系我们',
        paragraphs: ['对本政策有任何疑问，请通过“关于我们”页面中的意见反馈联系我们。'],
      },
    ],
  },
  bounty: {
    title: '悬赏规则',
    updated: '2026-11-24',
    sections: [
      {
        heading: '一、什么是悬赏',
        paragraphs: [
          `提问者可以为自己发布的提问设置工分悬赏，邀请其他用户回答。悬赏为${MONEY_RULES.bountyMin}~${MONEY_RULES.bountyMax}工分，养分达到${ENERGY_POWERS.paidPost}后才能设置，每个提问只能设置一次。`,
          '设置悬赏时，悬赏工分从提问者的账户转入平台托管，悬赏结束前任何人都不能动用。',
        ],
      },
      {
        heading: '二、采纳与发放',
        paragraphs: [
          `悬赏有效期为设置后${MONEY_RULES.bountyDays}天。提问者在有效期内可以采纳一个其他用户对该提问的回答（对提问的直接评论，不含回复），采纳后不能更改。被采纳回答的作者获得悬赏工分，其中${BURN_PERCENT}%（不足1工分的按1工分计）按工分流通规则销毁。`,
          `有效期内未采纳任何回答的，悬赏工分扣除${BURN_PERCENT}%（不足1工分的按1工分计）销毁后，由获赞最多的前${MONEY_RULES.bountySplitTop}个其他用户的回答平分（回答至少获得1个赞；获赞相同时先发表的回答优先），除不尽的余数归获赞最多的回答。`,
          '有效期内未采纳，且没有获得赞的其他用户的回答的，悬赏工分全额退还提问者。',
        ],
      },
      {
        heading: '三、禁止的行为',
        paragraphs: [
          '以悬赏名义索取联系方式、拉人进群或推荐收费服务；用多个账号自问自答套取工分。违规的问题将被删除，情节严重的账号将被封禁。',
        ],
      },
      {
        heading: '四、风险提示',
        paragraphs: ['回答仅代表回答者个人观点，不构成投资建议。请独立判断，自行承担投资风险。'],
      },
    ],
  },
  reward: {
    title: '打赏规则',
    updated: '2026-11-22',
    sections: [
      {
        heading: '一、打赏',
        paragraphs: [
          '您可以打赏认可的文章与作者，支持其继续创作。打赏可使用微信支付、钱包余额或工分，金额可选8、28、88、188、288或自定义。',
        ],
      },
      {
        heading: '二、到账',
        paragraphs: ['打赏成功后计入作者的钱包或工分，作者可在“我的钱包”“我的工分”中查看明细。'],
      },
      {
        heading: '三、退款',
        paragraphs: ['打赏是自愿的赠与，成功后不予退还。如遇重复扣款等异常，请通过“意见反馈”联系我们。'],
      },
      {
        heading: '四、禁止的行为',
        paragraphs: [
          '诱导、强迫他人打赏，或以打赏为名进行荐股收费、代客理财等非法证券活动；利用打赏转移资金或套现。违规的内容和账号将被处理，涉嫌违法的依法移交有关部门。',
        ],
      },
    ],
  },
};

export const ABOUT: LegalText = {
  title: `关于${SITE_NAME}`,
  sections: [
    {
      heading: '我们是谁',
      paragraphs: [
        `${SITE_NAME}是一个面向A股投资者的投资研究社区。在这里，投资者分享个股与行业研究、交易复盘和市场异动的解读，也可以搜索公告、查看产业链与时间轴。`,
      ],
    },
    {
      heading: '我们相信',
      paragraphs: [
        '好的研究值得被看见。我们用热度、互动与工分鼓励认真、有依据的原创内容，让每一位投资者在分享与讨论中共同成长。',
      ],
    },
  ],
};
