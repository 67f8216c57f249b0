/** /h5/word-cloud: today's hot words at phone width; a tap on a word searches it. */
import { SITE_NAME } from '@common/constants';
import Result from 'antd-mobile/es/components/result';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useWxShare } from '~/h5/share/use-wx-share';
import { tappedWord, wordSearchUrl } from './cloud-words';
import './word-cloud-page.css';

/** `svg` is the server's own drawing (its words escaped there), or null when it could not be loaded. */
export function H5WordCloudPage({ svg, origin }: { svg: string | null; origin: string }) {
  const navigate = useNavigate();
  useWxShare({
    title: `今日词云 - ${SITE_NAME}`,
    desc: `${SITE_NAME}今日热词：看看股友们在聊什么`,
    link: `${origin}/h5/word-cloud`,
    imgUrl: '',
  });
  const cloud = useRef<HTMLDivElement>(null);

  // The words become links for keyboards and screen readers too, not only for taps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new svg is new <text> elements to mark
  useEffect(() => {
    // An image's content is presentational: with links inside, the drawing is a named group instead.
    cloud.current?.querySelector('svg')?.setAttribute('role', 'group');
    for (const text of cloud.current?.querySelectorAll('text') ?? []) {
      if (!tappedWord(text)) continue;
      text.setAttribute('role', 'link');
      text.setAttribute('tabindex', '0');
    }
  }, [svg]);

  const search = (event: MouseEvent | KeyboardEvent) => {
    const word = tappedWord(event.target as Element);
    if (word) navigate(wordSearchUrl(word));
  };

  return (
    <section className="h5-word-cloud">
      <h1 className="h5-word-cloud-title">今日词云</h1>
      {svg ? (
        <>
          <p className="h5-word-cloud-hint">点击词语，查看相关帖子</p>
          <div
            ref={cloud}
            className="h5-word-cloud-picture"
            onClick={search}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(event);
            }}
            role="presentation"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server drew it and escaped its words
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </>
      ) : (
        <Result status="warning" title="热词暂时无法显示" description="请稍后刷新" />
      )}
    </section>
  );
}
