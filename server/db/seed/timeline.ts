import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { POST_STATUS, SECTIONS } from '../../../common/post';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { chinaDate } from '../../lib/time';
import { houseAccountId } from '../../modules/console/house-account.repo';
import type { Db } from '../client';
import { posts, timelineEvents } from '../schema';

interface SeedEvent {
  title: string;
  /** Paragraphs of the body. */
  body: string[];
  days_ago: number;
  grade: 1 | 2 | 3;
  source: string;
  themes: string[];
}

/** Demo events over the last four weeks (issue 15 item 6), newest first; written for this project. */
const EVENTS: SeedEvent[] = [
  {
    title: '多家云厂商上调全年资本开支指引，算力基础设施投入继续加码',
    body: [
      '海外头部云厂商在最新季报电话会上集体上调全年资本开支指引，管理层表示推理需求增长快于预期，数据中心建设节奏将持续到明年。',
      '市场关注光模块、服务器电源与液冷等环节的订单能见度，部分厂商已开始为明年产能提前锁定上游物料。',
    ],
    days_ago: 0,
    grade: 3,
    source: '公司公告',
    themes: ['算力', '光模块', '液冷'],
  },
  {
    title: '工信部：加快推动人形机器人关键部件攻关与标准体系建设',
    body: [
      '工信部相关负责人表示，将围绕减速器、伺服电机、灵巧手与传感器等关键部件组织攻关，并加快整机与部件标准体系建设。',
      '会议同时提出支持有条件的地区建设中试验证平台，推动在汽车制造、物流等场景先行应用。',
    ],
    days_ago: 0,
    grade: 2,
    source: '工信部',
    themes: ['人形机器人', '减速器'],
  },
  {
    title: '国内首条商业航天液体火箭总装线投产',
    body: [
      '位于长三角的商业航天液体火箭总装测试线正式投产，设计产能为年产中大型液体火箭二十发以上。',
      '业内人士认为，可复用火箭与批量化卫星发射将带动星载通信、相控阵与地面终端的需求。',
    ],
    days_ago: 1,
    grade: 2,
    source: '新华社',
    themes: ['商业航天', '卫星互联网'],
  },
  {
    title: '央行开展逆回购操作，银行间资金面保持平稳',
    body: [
      '央行以利率招标方式开展7天期逆回购操作，当日实现小幅净投放，银行间隔夜利率小幅下行。',
      '临近月末，市场预计央行将继续通过公开市场操作平抑资金面波动。',
    ],
    days_ago: 1,
    grade: 1,
    source: '中国人民银行',
    themes: ['货币政策'],
  },
  {
    title: '固态电池中试线陆续落地，硫化物电解质路线获多家车企验证',
    body: [
      '多家电池企业披露固态电池中试线进展，硫化物电解质路线已送样至整车企业进行验证，预计装车测试将于明年展开。',
      '产业链上游的硫化锂、锂金属负极与干法电极设备受到资金关注。',
    ],
    days_ago: 2,
    grade: 2,
    source: '行业调研',
    themes: ['固态电池', '锂电池'],
  },
  {
    title: '低空经济试点城市名单扩容，eVTOL适航审定提速',
    body: [
      '民航主管部门表示将扩大低空飞行服务保障体系试点范围，并加快电动垂直起降航空器的适航审定工作。',
      '多地发布低空经济专项扶持政策，涉及起降场建设、航线开通与运营补贴。',
    ],
    days_ago: 3,
    grade: 2,
    source: '中国民用航空局',
    themes: ['低空经济', 'eVTOL'],
  },
  {
    title: '半导体设备国产化率继续提升，刻蚀与薄膜沉积订单饱满',
    body: [
      '据产业链调研，国内晶圆厂扩产项目中国产刻蚀、薄膜沉积设备中标比例持续提升，部分设备厂商在手订单已排至明年下半年。',
      '先进封装带动的键合、减薄与检测设备需求同样旺盛。',
    ],
    days_ago: 4,
    grade: 2,
    source: '行业调研',
    themes: ['半导体设备', '国产替代'],
  },
  {
    title: '国家统计局公布上月工业增加值与社会消费品零售总额',
    body: [
      '国家统计局数据显示，上月规模以上工业增加值同比增长平稳，高技术制造业增速快于整体；社会消费品零售总额增速小幅回升。',
      '分项看，通讯器材、家用电器与汽车类零售表现较好，以旧换新政策效果继续显现。',
    ],
    days_ago: 5,
    grade: 1,
    source: '国家统计局',
    themes: ['宏观数据', '消费'],
  },
  {
    title: '多地出台数据要素市场化配置改革方案',
    body: [
      '多个省市发布数据要素市场化配置改革方案，提出建设公共数据授权运营平台，推进数据资产入表与交易流通。',
      '分析认为，政务数据开放与行业大模型训练数据需求将带动数据治理与安全服务市场。',
    ],
    days_ago: 6,
    grade: 1,
    source: '地方政府',
    themes: ['数据要素'],
  },
  {
    title: '国产大模型发布新版本，推理成本大幅下降',
    body: [
      '国内一家头部大模型公司发布新一代模型，在代码、数学推理等评测上接近海外一线水平，同时将调用价格下调过半。',
      '推理成本下降有望加速应用端落地，办公、教育与营销等场景的应用公司受到关注。',
    ],
    days_ago: 7,
    grade: 3,
    source: '公司发布会',
    themes: ['AI应用', '大模型'],
  },
  {
    title: '稀土出口管制细则公布，相关物项出口需申请许可',
    body: [
      '商务部等部门公布部分稀土相关物项的出口管制细则，明确相关技术与物项出口须申请许可。',
      '市场预计稀土价格中枢有望抬升，稀土永磁产业链企业的议价能力受到关注。',
    ],
    days_ago: 8,
    grade: 3,
    source: '商务部',
    themes: ['稀土', '资源品'],
  },
  {
    title: '新能源汽车月度销量再创新高，渗透率突破五成',
    body: [
      '乘用车市场信息联席会数据显示，上月新能源乘用车零售销量同比大幅增长，月度渗透率首次突破50%。',
      '插电混动车型增速继续快于纯电车型，自主品牌市场份额进一步提升。',
    ],
    days_ago: 9,
    grade: 2,
    source: '乘联会',
    themes: ['新能源汽车'],
  },
  {
    title: '创新药出海交易升温，多笔授权合作首付款创新高',
    body: [
      '本周多家国内创新药企业公告对外授权合作，其中一笔双抗药物授权的首付款刷新行业纪录。',
      '分析认为，国内创新药在ADC、双抗与GLP-1等领域的研发效率优势正在被海外药企认可。',
    ],
    days_ago: 10,
    grade: 2,
    source: '公司公告',
    themes: ['创新药', 'CXO'],
  },
  {
    title: '证监会：推动中长期资金入市，提高权益类资产配置比例',
    body: [
      '证监会表示将会同相关部门推动保险资金、年金等中长期资金提高权益类资产配置比例，完善长周期考核机制。',
      '市场人士认为，长期资金入市有利于提升市场稳定性，高股息与核心资产有望受益。',
    ],
    days_ago: 11,
    grade: 3,
    source: '证监会',
    themes: ['资本市场', '中长期资金'],
  },
  {
    title: '华为发布新一代昇腾AI芯片与超节点方案',
    body: [
      '华为在全联接大会上发布新一代昇腾AI芯片路线图及超节点互联方案，单集群算力规模大幅提升。',
      '国产算力产业链的服务器整机、高速连接器与液冷配套企业受到市场关注。',
    ],
    days_ago: 12,
    grade: 3,
    source: '公司发布会',
    themes: ['国产算力', '华为'],
  },
  {
    title: '电网投资计划上调，特高压与配网改造提速',
    body: [
      '国家电网表示年内电网投资有望超过年初计划，特高压直流工程核准与开工节奏加快，配网智能化改造同步推进。',
      '变压器、GIS组合电器与智能电表等设备企业订单有望持续增长。',
    ],
    days_ago: 13,
    grade: 2,
    source: '国家电网',
    themes: ['特高压', '电力设备'],
  },
  {
    title: '光伏行业召开座谈会，多晶硅产能整合方案推进',
    body: [
      '光伏行业主管部门召开座谈会，讨论多晶硅环节产能整合与限产方案，强调防止低价无序竞争。',
      '多晶硅期货价格应声上涨，硅料、硅片环节龙头股价表现活跃。',
    ],
    days_ago: 14,
    grade: 2,
    source: '行业协会',
    themes: ['光伏', '反内卷'],
  },
  {
    title: '消费电子秋季新品发布，AI手机换机周期启动',
    body: [
      '多家手机厂商密集发布秋季旗舰新品，端侧大模型成为主要卖点，散热与电池容量同步升级。',
      '产业链认为AI功能有望推动新一轮换机周期，零部件厂商备货积极。',
    ],
    days_ago: 15,
    grade: 1,
    source: '公司发布会',
    themes: ['消费电子', 'AI手机'],
  },
  {
    title: '国常会：部署促进服务消费高质量发展的若干措施',
    body: [
      '国务院常务会议部署促进服务消费的若干措施，涉及养老托育、文旅体育与家政服务等领域。',
      '会议提出鼓励有条件的地区发放服务消费券，优化假日安排。',
    ],
    days_ago: 16,
    grade: 2,
    source: '中国政府网',
    themes: ['服务消费', '旅游'],
  },
  {
    title: '黄金价格再创历史新高，央行连续增持',
    body: [
      '国际金价突破前高，国内金价同步上涨。外汇局数据显示，央行黄金储备已连续多月增加。',
      '分析认为，全球降息预期与避险需求共同支撑金价，黄金开采企业盈利弹性较大。',
    ],
    days_ago: 17,
    grade: 2,
    source: '国家外汇管理局',
    themes: ['黄金', '有色金属'],
  },
  {
    title: '深海科技写入地方产业规划，海底观测网建设启动',
    body: [
      '沿海多个省份将深海科技写入新兴产业规划，海底观测网与深海装备试验平台建设陆续启动。',
      '深海探测、水下机器人与海洋通信设备有望迎来增量需求。',
    ],
    days_ago: 18,
    grade: 1,
    source: '地方政府',
    themes: ['深海科技'],
  },
  {
    title: '储能招标规模同比翻倍，独立储能电站收益模式逐步清晰',
    body: [
      '据统计，今年以来国内储能系统招标规模同比接近翻倍，独立储能电站参与电力现货市场的收益模式逐步清晰。',
      '储能电池、PCS与系统集成企业订单充足，海外大储需求同样旺盛。',
    ],
    days_ago: 19,
    grade: 1,
    source: '行业统计',
    themes: ['储能'],
  },
  {
    title: '存储芯片价格连续上涨，原厂调整产能结构',
    body: [
      '存储芯片合约价格连续数月上涨，原厂将产能向HBM与高容量DDR5倾斜，通用型产品供给趋紧。',
      '国内存储模组与主控芯片企业库存收益明显，业绩弹性受到关注。',
    ],
    days_ago: 20,
    grade: 2,
    source: '行业调研',
    themes: ['存储芯片', '半导体'],
  },
  {
    title: '自动驾驶L3准入试点扩大，多家车企获批上路测试',
    body: [
      '工信部等部门公布新一批智能网联汽车准入和上路通行试点名单，多家车企的L3级自动驾驶车型获批开展测试。',
      '激光雷达、域控制器与线控底盘等环节有望受益于高阶智驾渗透率提升。',
    ],
    days_ago: 21,
    grade: 2,
    source: '工信部',
    themes: ['智能驾驶', '汽车电子'],
  },
  {
    title: '铜价高位震荡，海外矿山供应扰动持续',
    body: [
      '海外主要铜矿因罢工与品位下降等因素下调年度产量指引，铜精矿加工费维持低位。',
      '电网与新能源需求支撑铜价高位运行，国内铜矿企业盈利能力改善。',
    ],
    days_ago: 22,
    grade: 1,
    source: '行业统计',
    themes: ['铜', '有色金属'],
  },
  {
    title: '卫星互联网低轨星座完成新一批组网发射',
    body: [
      '我国低轨卫星互联网星座完成新一批卫星组网发射，卫星顺利进入预定轨道。',
      '随着发射频次提升，卫星制造、相控阵天线与地面站设备的批量交付节奏加快。',
    ],
    days_ago: 23,
    grade: 2,
    source: '新华社',
    themes: ['卫星互联网', '商业航天'],
  },
  {
    title: '高股息板块获资金持续流入，银行股股息率仍具吸引力',
    body: [
      '近期以银行、公用事业为代表的高股息板块获得资金持续流入，多家银行股价创出年内新高。',
      '在利率下行环境中，稳定分红资产的配置价值受到保险与养老资金青睐。',
    ],
    days_ago: 24,
    grade: 1,
    source: '市场观察',
    themes: ['高股息', '银行'],
  },
  {
    title: '医保目录调整启动，创新药谈判规则优化',
    body: [
      '国家医保局启动年度医保目录调整工作，并首次增设商业健康保险创新药品目录。',
      '业内认为，多层次支付体系有助于提升创新药商业化空间。',
    ],
    days_ago: 25,
    grade: 2,
    source: '国家医保局',
    themes: ['医保', '创新药'],
  },
  {
    title: 'PCB行业景气度提升，高多层板与HDI扩产',
    body: [
      'AI服务器与交换机带动高多层PCB与HDI需求快速增长，多家PCB企业公告扩产计划。',
      '上游覆铜板、铜箔与电子布同步涨价，产业链景气度明显改善。',
    ],
    days_ago: 26,
    grade: 1,
    source: '公司公告',
    themes: ['PCB', '算力'],
  },
  {
    title: '国务院印发《关于深入实施“人工智能+”行动的意见》',
    body: [
      '国务院印发关于深入实施“人工智能+”行动的意见，提出在科学研究、产业发展、消费提质与民生保障等领域推进人工智能应用。',
      '意见提出到2027年新一代智能终端、智能体等应用普及率超过70%。',
    ],
    days_ago: 27,
    grade: 3,
    source: '中国政府网',
    themes: ['AI应用', '人工智能+'],
  },
];

const seedArticleId = (key: string) =>
  BigInt(`0x${createHash('sha256').update(`yanshe-demo:${key}`).digest('hex').slice(0, 16)}`)
    .toString(36)
    .padStart(13, '0')
    .slice(-11);

const DAY = 86_400_000;

/**
 * 30 timeline events of the last four weeks, authored by the house account (研社编辑部) as editors'
 * events are. Idempotent: events whose post (by its stable id) exists are skipped. Their search entries
 * are built by the start-up reindex (server/main.ts), like the demo posts'.
 */
export async function seedTimeline(db: Db): Promise<number> {
  const keyed = EVENTS.map((e, i) => ({ ...e, articleId: seedArticleId(`timeline:${i}`) }));
  const existing = new Set(
    (
      await db
        .select({ a: posts.articleId })
        .from(posts)
        .where(
          inArray(
            posts.articleId,
            keyed.map((e) => e.articleId),
          ),
        )
    ).map((r) => r.a),
  );
  const fresh = keyed.filter((e) => !existing.has(e.articleId));
  if (fresh.length === 0) return 0;
  const houseId = await houseAccountId(db);
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, e] of fresh.entries()) {
      // Spread over the day's working hours, never in the future.
      const at = new Date(Math.min(now, now - e.days_ago * DAY - ((i * 37) % 300) * 60_000));
      const contentHtml = sanitizePostHtml(e.body.map((p) => `<p>${p}</p>`).join(''));
      const [row] = await tx
        .insert(posts)
        .values({
          articleId: e.articleId,
          userId: houseId,
          type: 'long',
          section: SECTIONS.study,
          categoryId: '101',
          title: e.title,
          contentHtml,
          summary: htmlToText(contentHtml, 200),
          tags: e.themes,
          status: POST_STATUS.PUBLISHED,
          createdAt: at,
          checkTime: at,
        })
        .returning({ id: posts.id });
      await tx.insert(timelineEvents).values({
        postId: row.id,
        eventDate: chinaDate(now - e.days_ago * DAY),
        grade: e.grade,
        source: e.source,
        themes: e.themes,
      });
    }
  });
  return fresh.length;
}

export const SEED_TIMELINE_EVENTS = EVENTS.length;
