/** The publish forms of SPEC §2 (/article/edit?type=…), as the header menu and home shortcuts list them. */
export const PUBLISH_TYPES = [
  { type: 'long', label: '长文' },
  { type: 'documents', label: '文档' },
  { type: 'link', label: '链接' },
  { type: 'ask', label: '提问' },
  { type: 'garden', label: '短文' },
  { type: 'live', label: '生活' },
] as const;

export const publishUrl = (type: (typeof PUBLISH_TYPES)[number]['type']) => `/article/edit?type=${type}`;
