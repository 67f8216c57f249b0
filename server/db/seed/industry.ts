import { count, inArray } from 'drizzle-orm';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { chinaDate } from '../../lib/time';
import type { Db } from '../client';
import { industryItems, stocks } from '../schema';

interface SeedIndustry {
  theme: string;
  days_ago: number;
  /** Names from the bundled stock list (data/stocks.csv). */
  stocks: string[];
  body: string[];
  imgs?: string[];
  top?: boolean;
}

/** Demo items of the industry-chain library (issue 15 item 6), written for this project. */
const ITEMS: SeedIndustry[] = [
  {
    theme: '光模块',
    days_ago: 1,
    stocks: ['中际旭创', '新易盛', '天孚通信', '光迅科技', '华工科技'],
    body: [
      '上游：光芯片（EML、硅光芯片）、电芯片（DSP、Driver、TIA）与光学元件；中游：光模块封装测试；下游：云厂商数据中心与电信运营商。',
      '800G进入放量期，1.6T预计明年小批量导入；硅光与CPO方案可降低功耗与成本，是技术演进的主线。',
    ],
    imgs: ['/demo/files/optical-module-chain.png'],
    top: true,
  },
  {
    theme: '人形机器人',
    days_ago: 2,
    stocks: ['三花智控', '拓普集团', '汇川技术', '恒立液压'],
    body: [
      '核心部件包括行星滚柱丝杠、谐波减速器、无框力矩电机、空心杯电机、六维力传感器与灵巧手。',
      '整机厂商量产节奏决定部件放量时点，国内供应链在执行器总成与丝杠环节具备成本优势。',
    ],
    imgs: ['/demo/files/industrial-robot-localization.png'],
    top: true,
  },
  {
    theme: '液冷服务器',
    days_ago: 3,
    stocks: ['英维克', '浪潮信息', '中科曙光', '工业富联'],
    body: [
      '单机柜功率密度提升推动冷板式液冷渗透，浸没式液冷在超算场景先行。',
      '产业链包括冷板、CDU、快接头、冷却液与机柜集成，温控厂商与服务器整机厂商均在布局。',
    ],
  },
  {
    theme: '固态电池',
    days_ago: 4,
    stocks: ['宁德时代', '亿纬锂能', '国轩高科', '当升科技', '天赐材料'],
    body: [
      '技术路线分为氧化物、硫化物与聚合物，硫化物电解质离子电导率最高，是全固态电池的主流方向。',
      '关键材料为硫化锂、锂金属负极与高镍正极；设备端干法电极与等静压设备为新增环节。',
    ],
  },
  {
    theme: '低空经济',
    days_ago: 5,
    stocks: ['中直股份', '航发动力', '中航西飞', '中航重机', '中航成飞'],
    body: [
      '低空经济涵盖eVTOL整机、无人机物流、低空基础设施与空管系统。',
      '近期试点城市扩容，起降场建设与适航审定提速，飞行服务保障与通信导航监视设备先行受益。',
    ],
  },
  {
    theme: '半导体设备',
    days_ago: 6,
    stocks: ['北方华创', '中微公司', '拓荆科技', '长川科技', '晶盛机电'],
    body: [
      '前道设备包括光刻、刻蚀、薄膜沉积、清洗与量测，后道设备包括划片、键合与测试。',
      '国产刻蚀与沉积设备在成熟制程已批量应用，先进封装带动键合与检测设备需求。',
    ],
  },
  {
    theme: '光伏',
    days_ago: 7,
    stocks: ['隆基绿能', '通威股份', 'TCL中环', '晶澳科技', '阳光电源', '福莱特'],
    body: [
      '主产业链为多晶硅、硅片、电池片与组件，辅材包括玻璃、胶膜、银浆与边框。',
      '行业处于产能出清阶段，多晶硅整合与限产推进，BC与TOPCon电池技术迭代是结构性机会。',
    ],
    imgs: ['/demo/files/pv-production-trend.png'],
  },
  {
    theme: '储能',
    days_ago: 8,
    stocks: ['阳光电源', '宁德时代', '亿纬锂能', '南网储能', '比亚迪'],
    body: [
      '储能系统由电芯、BMS、PCS、EMS与温控消防组成，大储、工商业储能与户储需求驱动各不相同。',
      '国内独立储能收益模式逐步清晰，海外大储订单旺盛，储能电芯价格企稳。',
    ],
    imgs: ['/demo/files/storage-bid-price.png'],
  },
  {
    theme: '白酒',
    days_ago: 9,
    stocks: ['贵州茅台', '五粮液', '泸州老窖', '山西汾酒', '洋河股份', '古井贡酒'],
    body: [
      '高端白酒需求相对稳定，次高端受商务消费影响波动较大；渠道库存与批价是跟踪重点。',
      '龙头酒企分红率提升，股息回报成为估值支撑之一。',
    ],
    imgs: ['/demo/files/baijiu-price-chart.png'],
  },
  {
    theme: '创新药',
    days_ago: 10,
    stocks: ['恒瑞医药', '复星医药', '信立泰', '科伦药业', '贝达药业'],
    body: [
      '国内创新药在ADC、双抗、GLP-1与细胞治疗等领域进展迅速，对外授权交易频繁。',
      '医保目录调整与商业健康险目录共同扩大支付空间，研发管线兑现是估值核心。',
    ],
  },
  {
    theme: 'CXO',
    days_ago: 11,
    stocks: ['药明康德', '康龙化成', '凯莱英', '泰格医药'],
    body: [
      'CXO涵盖药物发现、临床前研究、临床CRO与CDMO生产外包。',
      '全球生物医药投融资回暖带动订单修复，多肽与小核酸CDMO需求增长较快。',
    ],
  },
  {
    theme: '商业航天',
    days_ago: 12,
    stocks: ['中国卫星', '航天电子', '中国卫通', '海格通信'],
    body: [
      '产业链包括火箭制造与发射、卫星制造、地面设备与卫星运营服务。',
      '低轨星座组网加速，卫星批量化生产与可复用火箭降低单位成本。',
    ],
  },
  {
    theme: '卫星互联网',
    days_ago: 13,
    stocks: ['中国卫通', '海格通信', '烽火通信', '中国卫星'],
    body: [
      '低轨卫星互联网可实现全球覆盖，手机直连卫星是消费端的重要应用。',
      '相控阵天线、星间激光通信与地面信关站是价值量较高的环节。',
    ],
  },
  {
    theme: '存储芯片',
    days_ago: 14,
    stocks: ['兆易创新', '江波龙', '北京君正', '澜起科技'],
    body: [
      'DRAM与NAND价格周期性明显，原厂资本开支与库存水平决定价格拐点。',
      'HBM挤占通用DRAM产能，模组厂商库存收益与主控芯片国产化是两条主线。',
    ],
  },
  {
    theme: 'PCB',
    days_ago: 15,
    stocks: ['沪电股份', '深南电路', '胜宏科技', '生益科技', '鹏鼎控股'],
    body: [
      'AI服务器与交换机推动高多层板与HDI需求，层数与材料等级同步提升。',
      '上游覆铜板、铜箔与电子布涨价，产业链利润向高端产品集中。',
    ],
  },
  {
    theme: '算力租赁',
    days_ago: 16,
    stocks: ['润泽科技', '中科曙光', '网宿科技', '紫光股份'],
    body: [
      '算力租赁企业采购GPU服务器对外出租，收入取决于上架率与租金水平。',
      '推理需求增长带动中小客户租用需求，国产算力卡的适配与生态建设是关键。',
    ],
  },
  {
    theme: '特高压',
    days_ago: 17,
    stocks: ['国电南瑞', '许继电气', '中国电建', '思源电气', '特变电工'],
    body: [
      '特高压直流工程核心设备包括换流阀、换流变压器与直流控制保护系统。',
      '电网投资上调，特高压核准与开工节奏加快，设备企业订单能见度提升。',
    ],
  },
  {
    theme: '稀土永磁',
    days_ago: 18,
    stocks: ['北方稀土', '中国稀土', '厦门钨业', '中国铝业'],
    body: [
      '稀土产业链包括开采冶炼分离、金属加工与钕铁硼磁材，下游为新能源汽车、风电与机器人电机。',
      '出口管制与供给收紧推升价格中枢，磁材企业的议价能力增强。',
    ],
  },
  {
    theme: '黄金',
    days_ago: 19,
    stocks: ['山东黄金', '中金黄金', '紫金矿业', '赤峰黄金', '山金国际'],
    body: [
      '金价受实际利率、美元与避险需求影响，央行购金为长期支撑。',
      '黄金开采企业成本相对刚性，金价上涨带来较大的盈利弹性。',
    ],
  },
  {
    theme: '铜',
    days_ago: 20,
    stocks: ['紫金矿业', '江西铜业', '铜陵有色', '洛阳钼业'],
    body: [
      '铜矿供应受品位下降与资本开支不足约束，冶炼加工费处于低位。',
      '电网、新能源汽车与数据中心带来需求增量，铜价中枢有望维持高位。',
    ],
  },
  {
    theme: '智能驾驶',
    days_ago: 21,
    stocks: ['德赛西威', '伯特利', '华域汽车', '均胜电子'],
    body: [
      '高阶智驾由感知（摄像头、激光雷达、毫米波雷达）、决策（域控制器、芯片）与执行（线控底盘）组成。',
      'L3准入试点扩大，城市NOA渗透率提升，域控与线控制动环节国产化加速。',
    ],
  },
  {
    theme: '消费电子',
    days_ago: 22,
    stocks: ['立讯精密', '歌尔股份', '蓝思科技', '领益智造', '东山精密'],
    body: [
      'AI手机与AI PC带动换机需求，散热、电池与结构件规格升级。',
      '端侧AI眼镜等新形态终端处于起步阶段，光学与声学部件是增量环节。',
    ],
  },
  {
    theme: '数据要素',
    days_ago: 23,
    stocks: ['航天信息', '用友网络', '浪潮信息', '中国软件'],
    body: [
      '数据要素涵盖数据采集、治理、确权、交易与安全，公共数据授权运营是当前推进重点。',
      '数据资产入表为企业带来资产重估，数据交易所与数据服务商受益。',
    ],
  },
  {
    theme: 'AI应用',
    days_ago: 24,
    stocks: ['科大讯飞', '金山办公', '同花顺', '昆仑万维', '三六零'],
    body: [
      '大模型推理成本下降推动应用落地，办公、教育、营销与金融信息服务场景率先商业化。',
      '付费用户数与ARPU是跟踪重点，智能体产品有望打开新的收费模式。',
    ],
    top: true,
  },
  {
    theme: '高股息',
    days_ago: 25,
    stocks: ['长江电力', '中国神华', '工商银行', '中国移动', '大秦铁路'],
    body: [
      '高股息资产包括银行、公用事业、煤炭、运营商与交通运输等行业的龙头公司。',
      '利率下行环境中，稳定分红资产受到保险与养老资金的长期配置。',
    ],
  },
  {
    theme: '电力',
    days_ago: 26,
    stocks: ['长江电力', '华能国际', '国电电力', '中国核电', '三峡能源'],
    body: [
      '电力行业分为火电、水电、核电与新能源发电，电价改革与容量电价机制影响盈利结构。',
      '用电需求随数据中心与电气化增长，核电审批常态化带来长期成长。',
    ],
  },
  {
    theme: '军工电子',
    days_ago: 27,
    stocks: ['中航光电', '振华科技', '紫光国微', '航天电子', '高德红外'],
    body: [
      '军工电子包括连接器、被动元件、特种芯片、红外与雷达组件。',
      '装备信息化与无人化提升电子价值量占比，订单节奏是短期跟踪重点。',
    ],
  },
  {
    theme: '工程机械',
    days_ago: 28,
    stocks: ['三一重工', '徐工机械', '中联重科', '柳工', '恒立液压'],
    body: [
      '工程机械需求与基建、地产开工相关，海外市场与电动化是新的增长点。',
      '行业处于更新周期，挖掘机内销企稳回升，出口保持较高景气。',
    ],
  },
  {
    theme: '家电',
    days_ago: 29,
    stocks: ['美的集团', '格力电器', '海尔智家', '海信家电'],
    body: [
      '以旧换新政策拉动内需，空调、冰箱与洗衣机等大家电销量改善。',
      '龙头企业海外产能布局完善，出口与自主品牌出海贡献增量。',
    ],
  },
  {
    theme: '航运',
    days_ago: 30,
    stocks: ['中远海控', '招商轮船', '中远海能', '中远海特'],
    body: [
      '航运分为集装箱、油运、干散货与特种运输，运价受供需与地缘因素影响明显。',
      '油运受船队老化与航线变化影响景气度较高，集运运价波动较大。',
    ],
  },
];

const DAY = 86_400_000;

/**
 * 30 industry-chain items with related stocks from the bundled list, a few pinned. Idempotent: nothing is
 * written once the library holds items. Stocks missing from the list are left out of an item.
 */
export async function seedIndustry(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(industryItems);
  if (n > 0) return 0;
  const names = [...new Set(ITEMS.flatMap((i) => i.stocks))];
  const found = await db
    .select({ id: stocks.id, name: stocks.name })
    .from(stocks)
    .where(inArray(stocks.name, names));
  const byName = new Map(found.map((s) => [s.name, s]));
  const now = Date.now();
  await db.insert(industryItems).values(
    ITEMS.map((item, i) => {
      const related = item.stocks.flatMap((name) => byName.get(name) ?? []);
      const contentHtml = sanitizePostHtml(item.body.map((p) => `<p>${p}</p>`).join(''));
      const at = new Date(now - item.days_ago * DAY - i * 600_000);
      return {
        theme: item.theme,
        itemDate: chinaDate(at.getTime()),
        stockIds: related.map((s) => s.id),
        keyword: related.map((s) => s.name).join('\t'),
        contentHtml,
        contentText: htmlToText(contentHtml),
        imgs: item.imgs ?? [],
        isTop: item.top ?? false,
        sortNo: 0,
        browseCount: 40 + ((i * 97) % 900),
        forwardCount: 3 + ((i * 31) % 60),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return ITEMS.length;
}

export const SEED_INDUSTRY_ITEMS = ITEMS.length;
