/**
 * The vocabulary of red-book products without zod (pages import it without the request schemas):
 * subscription states, the order tabs, messages and the agreements a subscriber signs.
 * docs/api/products.md describes the API.
 */
import type { LegalText } from './legal';

/**
 * A subscription's status as the API shows it. 1–4 are stored; 5 已过期 (in effect past its end) and
 * 6 已关闭 (its pay order closed unpaid) are read from the dates and the pay order.
 */
export const PRODUCT_STATUS = {
  WAITING_PAY: 1,
  WAITING_SIGN: 2,
  IN_REVIEW: 3,
  IN_EFFECT: 4,
  EXPIRED: 5,
  CLOSED: 6,
} as const;
export const PRODUCT_STATUS_NAMES: Record<number, string> = {
  1: '待支付',
  2: '待签约',
  3: '审核中',
  4: '生效中',
  5: '已过期',
  6: '已关闭',
};

/** The /product/order tabs (SPEC §2 "my orders filtered by …"): `status` of the order list call. */
export const PRODUCT_ORDER_TABS = [
  { status: 0, label: '全部' },
  { status: 1, label: '待支付' },
  { status: 2, label: '待签约' },
  { status: 3, label: '审核中' },
  { status: 4, label: '生效中' },
  { status: 5, label: '已过期' },
] as const;

export const PRODUCT_MSG = {
  productNotFound: '产品不存在',
  articleNotFound: '文章不存在',
  orderNotFound: '订单不存在',
  notYourOrder: '这不是您的订单',
  signNotNow: '该订单当前无需签约',
  signed: '签约成功，请等待审核',
  reviewNotNow: '该订单不在审核中',
  subscribeToRead: '订阅后即可阅读全文',
} as const;

/** The risk disclosure a subscriber signs online before review (shown on /product/order). */
export const PRODUCT_RISK_DISCLOSURE: LegalText = {
  title: '红宝书风险揭示书',
  sections: [
    {
      heading: '一、内容性质',
      paragraphs: [
        '红宝书是研社编辑部整理的行业与市场研究资料，内容来自公开信息与研究人员的分析判断，仅供订阅者学习研究参考，不构成任何证券、期货或其他金融产品的投资建议，也不构成对任何证券价格走势的承诺或保证。',
        '研社不提供代客理财、委托交易、收益分成或任何形式的保本保收益服务；任何以研社名义向您承诺收益、索要账户密码或要求转账的行为均与研社无关。',
      ],
    },
    {
      heading: '二、市场风险',
      paragraphs: [
        '证券市场价格受宏观经济、行业政策、公司经营、资金流动与市场情绪等多种因素影响，波动较大，过往表现不代表未来。依据研究资料作出的投资决策可能产生部分乃至全部本金的亏损。',
        '短线情绪类内容对应的交易周期短、换手率高，价格波动与追涨杀跌风险显著高于中长期持有，请审慎评估自身的风险承受能力。',
      ],
    },
    {
      heading: '三、信息风险',
      paragraphs: [
        '研究资料可能因信息来源滞后、统计口径差异或研究人员判断失误而存在偏差，研社不对其准确性、完整性和时效性作出保证。请以上市公司公告及交易所披露信息为准。',
      ],
    },
    {
      heading: '四、自主决策',
      paragraphs: [
        '您确认已充分了解上述风险，具备相应的风险识别与承受能力，并将独立作出投资决策、自行承担投资结果。',
      ],
    },
  ],
};

/** The service agreement signed with the risk disclosure. */
export const PRODUCT_SERVICE_AGREEMENT: LegalText = {
  title: '红宝书订阅服务协议',
  sections: [
    {
      heading: '一、服务内容',
      paragraphs: [
        '研社在订阅有效期内向您提供所订阅红宝书产品的全部文章阅读权限。有效期自编辑审核通过之日起按产品标注的天数计算，期满后文章恢复为预览。',
      ],
    },
    {
      heading: '二、订阅流程',
      paragraphs: [
        '订阅流程为：下单支付、在线签署本协议与风险揭示书、编辑审核、生效。签约前订单处于“待签约”状态，签约后进入“审核中”，审核通过后进入“生效中”。',
        '在有效期内再次订阅的，新的有效期自当前有效期结束时起算。',
      ],
    },
    {
      heading: '三、使用规范',
      paragraphs: [
        '红宝书内容仅限您本人阅读，不得转载、转售、截图传播或用于任何商业用途。发现违规传播的，研社有权终止服务且不予退款。',
      ],
    },
    {
      heading: '四、费用与退款',
      paragraphs: [
        '订阅费用以下单时页面标示的价格为准，可使用钱包、微信支付或工分支付。以工分支付的部分全部销毁，不予退回。审核未通过的订单将退回待签约状态，您可核对信息后重新签约。',
      ],
    },
    {
      heading: '五、免责声明',
      paragraphs: [
        '研社提供的研究资料不构成投资建议，您据此作出的任何投资决策及其后果由您自行承担。因不可抗力或系统维护导致的服务中断，研社将顺延相应的订阅期限。',
      ],
    },
  ],
};
