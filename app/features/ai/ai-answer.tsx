/**
 * One assistant answer, on /ai and /h5/ai alike: its Markdown (sanitised, ai-markdown.ts), its state,
 * the site content it was drawn from as links, and the risk notice every answer carries.
 */
import { AI_MSG, AI_RISK_NOTICE, AI_SOURCE_TYPE_LABELS, type AiMessage } from '@common/ai';
import { useMemo } from 'react';
import { userLinkHref } from '~/features/article/leaving-url';
import { useAnswerRenderer } from './use-answer-html';
import './ai-answer.css';

export interface AiAnswerProps {
  message: AiMessage;
  /** Where a source's site path opens on this layout (the phone has its own article pages). */
  sourceHref?: (path: string) => string;
  /** Sources open in a new tab on the desktop, so the conversation stays where it is. */
  newTab?: boolean;
}

export function AiAnswer({ message, sourceHref = (path) => path, newTab = false }: AiAnswerProps) {
  const render = useAnswerRenderer();
  const html = useMemo(() => render?.(message.content) ?? null, [render, message.content]);
  const writing = message.status === 'streaming';
  return (
    <div className="ai-answer" aria-busy={writing}>
      {message.content && html !== null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off writes every tag; links are checked in ai-markdown.ts.
        <div className="ai-markdown" dangerouslySetInnerHTML={{ __html: html }} />
      ) : message.content ? (
        <div className="ai-markdown ai-markdown-plain">{message.content}</div>
      ) : (
        writing && <p className="ai-answer-state">正在查阅站内内容…</p>
      )}
      {message.status === 'stopped' && <p className="ai-answer-state">（{AI_MSG.stopped}）</p>}
      {message.status === 'failed' && <p className="ai-answer-state ai-answer-failed">{AI_MSG.failed}</p>}
      {message.sources.length > 0 && (
        <section className="ai-sources" aria-label="参考来源">
          <h3>参考来源</h3>
          <ol>
            {message.sources.map((source) => (
              <li key={`${source.type}:${source.link}`}>
                <span className="ai-source-type">{AI_SOURCE_TYPE_LABELS[source.type]}</span>
                <a
                  href={sourceHref(userLinkHref(source.link))}
                  {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {source.title || source.link}
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="ai-risk-notice">{AI_RISK_NOTICE}</p>
    </div>
  );
}
