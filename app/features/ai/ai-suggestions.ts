/**
 * Questions an empty conversation offers, about stocks the demo data discusses (server/db/seed/data:
 * posts tagged 中际旭创, 长江电力, 中国神华, 工商银行), so a first question always finds something.
 */
export const AI_SUGGESTED_QUESTIONS = [
  '中际旭创最近有哪些讨论？',
  '长江电力的投资逻辑是什么？',
  '中国神华的高股息还能持续吗？',
  '社区怎么看工商银行的分红？',
] as const;

export const AI_WELCOME =
  '你好，我是研社 AI 助手。我会根据社区里的帖子、异动解析、公告和互动问答回答你的问题。';
