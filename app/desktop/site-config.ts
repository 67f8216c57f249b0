/** Site-wide texts and links of the desktop chrome. Deployment-specific values are marked. */
import { SITE_NAME } from '@common/constants';

export const HEADER_TABS = [
  { to: '/action', label: '异动' },
  { to: '/focus', label: '关注' },
  { to: '/square', label: '社群' },
  { to: '/announcement', label: '搜公告' },
  { to: '/industryChain', label: '产业库' },
  { to: '/timeline', label: '时间轴' },
] as const;

/** Deployment-specific: the feedback mailbox. */
export const FEEDBACK_EMAIL = 'feedback@yanshe.example';

/** Deployment-specific: the ICP registration number shown in the footer. */
export const ICP_RECORD = '沪ICP备00000000号';

export const COPYRIGHT_LINE = `© 2026 ${SITE_NAME} 版权所有 · ${ICP_RECORD}`;

export const RISK_NOTICE =
  '风险提示：社区内所有用户发言仅代表个人观点，不构成任何投资建议。投资有风险，入市需谨慎。';

export const FOOTER_LINKS = [
  { to: '/protocol/community', label: '社区规则' },
  { to: '/protocol/service', label: '服务协议' },
  { to: '/protocol/privacy', label: '隐私政策' },
  { to: '/about/jc', label: '关于我们' },
  { to: '/about/jc#feedback', label: '意见反馈' },
] as const;
