/**
 * An answer's Markdown as HTML (issue 17 §2 "Safety"): markdown-it with raw HTML off, so every tag in
 * the output is one markdown-it wrote and every character of the answer is escaped text. Links to a
 * site path stay on the site; any other link goes through the leaving page; images are not rendered,
 * so an answer can never make the reader's browser fetch another site.
 */
import { sameSitePath } from '@common/safe-path';
import MarkdownIt from 'markdown-it';
import { leavingUrl } from '~/features/article/leaving-url';

const md = new MarkdownIt({ html: false, linkify: true, breaks: true });
// A bare address is a link; a bare e-mail address is not (the leaving page follows http(s) only).
md.linkify.set({ fuzzyEmail: false });
md.disable('image');

/** A link written as a path on this site ('/a/1', not '//host' or 'a/1'), exactly as a browser reads it. */
const isSitePath = (href: string) => href.startsWith('/') && sameSitePath(href) === href;

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  const href = String(token.attrGet('href') ?? '');
  if (!isSitePath(href)) {
    token.attrSet('href', leavingUrl(href));
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return self.renderToken(tokens, idx, options);
};

/** The answer's HTML, safe to set as innerHTML. */
export function answerHtml(markdown: string): string {
  return md.render(markdown);
}
