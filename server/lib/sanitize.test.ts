import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  externalLink,
  htmlToText,
  sanitizeCommentHtml,
  sanitizePostHtml,
  textToHtml,
} from './sanitize';

const REL = 'rel="noopener noreferrer nofollow"';
const middleware = (url: string) => `/url/middleware?target=${encodeURIComponent(url)}`;

/** Decimal character references without semicolons and with leading zeros, as in old filter-evasion lists. */
const zeroPadded = (text: string) =>
  Array.from(text, (ch) => `&#${String(ch.charCodeAt(0)).padStart(7, '0')}`).join('');

/** Known XSS and mXSS vectors; every one must come out inert from both sanitisers. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<img src=`x` onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="DATA:image/png;base64,AAAA">',
  '<img """><script>alert(1)</script>">',
  '<img src="https://img.example.com/a.png" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">click</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java&#13;script:alert(1)">x</a>',
  '<a href="java&#0;script:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  `<a href="${zeroPadded('javascript:')}alert(1)">x</a>`,
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="javascript://%0aalert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="x" onmouseover="alert(1)">x</a>',
  '<a href="https://evil.example" onclick=alert(1)>x</a>',
  '<a title=\'" onmouseover="alert(1)\'>x</a>',
  '<img alt=\'x" onerror="alert(1)\' src="/a.png">',
  '<body onload=alert(1)>',
  '<frameset onload=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<p><style>*{x:expression(alert(1))}</style></p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<img src="/a.png" style="x:expression(alert(1))">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<isindex action=javascript:alert(1) type=submit>',
  '<input autofocus onfocus=alert(1)>',
  '<div tabindex=1 autofocus onfocus=alert(1)>x</div>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)',
  '<a href="javascript:alert(1)"',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<table background="javascript:alert(1)"><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<span class="stock-tag" onclick="alert(1)" data-stock-id="1 onclick=alert(1)">x</span>',
  '<a href="/.//evil.example/x">x</a>',
];

const POST_TAGS = new Set([
  ...'p br hr h1 h2 h3 h4 strong b em i u s del blockquote pre code ul ol li'.split(' '),
  ...'a img table thead tbody tr th td span'.split(' '),
]);
const ATTRS: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'data-emoji'],
  span: ['class', 'data-stock-id', 'data-user-id'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

function decodeAttr(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|lt|gt|amp);/g, (_, n: string) => ({ quot: '"', lt: '<', gt: '>', amp: '&' })[n] ?? '');
}

/**
 * Reads sanitiser output, which must be canonical: every '<' opens a well-formed tag with double-quoted
 * attribute values, and text has no raw '<' or '>'. With that shape a browser parses exactly the tags
 * seen here, so checking them is checking what the browser will run.
 */
function assertInert(out: string, allowedTags: Set<string>) {
  expect(out).not.toMatch(/<script/i);
  expect(out).not.toMatch(/<\/?(iframe|object|embed|svg|math|form|base|meta|link|style|input|textarea)\b/i);
  const tag = /<(\/?)([a-z][a-z0-9]*)((?: [a-z][a-z0-9-]*="[^"<>]*")*)( \/)?>/g;
  let textStart = 0;
  for (const m of out.matchAll(tag)) {
    expect(out.slice(textStart, m.index)).not.toMatch(/[<>]/);
    textStart = m.index + m[0].length;
    const [, , name, attrs] = m;
    expect(allowedTags.has(name), `tag <${name}> in ${out}`).toBe(true);
    for (const [, attr, raw] of attrs.matchAll(/ ([a-z][a-z0-9-]*)="([^"]*)"/g)) {
      expect(ATTRS[name] ?? [], `attribute ${attr} on <${name}> in ${out}`).toContain(attr);
      expect(attr).not.toMatch(/^(on|style|srcdoc|formaction|xlink|action|background)/);
      const value = decodeAttr(raw);
      // What the URL parser sees: control characters and spaces do not hide a scheme from it.
      const squashed = Array.from(value)
        .filter((ch) => ch.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      expect(squashed).not.toMatch(/javascript:|vbscript:|data:/);
      if (attr === 'href') expect(value).toMatch(/^(\/(?![/\\])|#)/);
      if (attr === 'src') expect(value).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
    }
  }
  expect(out.slice(textStart)).not.toMatch(/[<>]/);
}

describe('XSS corpus', () => {
  it('has a real corpus', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS)('post: %s', (payload) => {
    const out = sanitizePostHtml(payload);
    assertInert(out, POST_TAGS);
    // Stable under re-sanitising: nothing in the output is read differently a second time.
    expect(sanitizePostHtml(out)).toBe(out);
  });

  it.each(XSS_CORPUS)('comment: %s', (payload) => {
    const out = sanitizeCommentHtml(payload);
    assertInert(out, new Set(['br', 'a', 'img', 'span']));
    expect(sanitizeCommentHtml(out)).toBe(out);
  });

  it('keeps the harmless text of dropped elements but not the content of dangerous ones', () => {
    expect(sanitizePostHtml('<div onclick="x()">正文</div><script>steal()</script>')).toBe('正文');
    expect(sanitizePostHtml('<svg><text>svg text</text></svg>后')).toBe('后');
    expect(sanitizePostHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('');
  });

  it('escapes quotes in kept attribute values', () => {
    expect(sanitizePostHtml('<a title=\'" onmouseover="alert(1)\'>x</a>')).toBe(
      `<a title="&quot; onmouseover=&quot;alert(1)" target="_blank" ${REL}>x</a>`,
    );
  });
});

describe('sanitizePostHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h1>一</h1><h2>二</h2><h3>三</h3><h4>四</h4><p><strong>粗</strong><b>b</b><em>斜</em><i>i</i>' +
      '<u>下</u><s>删</s><del>del</del><br /></p><hr /><blockquote>引用</blockquote>' +
      '<pre><code>const a = 1;</code></pre><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<table><thead><tr><th colspan="2">表头</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">1</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizePostHtml('<h5>五</h5><div><font color=red>红</font></div>')).toBe('五红');
  });

  it('drops style and every attribute not on the allow-list', () => {
    expect(
      sanitizePostHtml(
        '<p style="color:red" class="x" id="y" data-x="1">t</p><td colspan="2x" rowspan="3">c</td>',
      ),
    ).toBe('<p>t</p><td rowspan="3">c</td>');
  });

  it('sends external links through the leaving page with target and rel forced', () => {
    const url = 'https://www.cninfo.com.cn/new/disclosure?stock=600519&date=2024-01-01#top';
    expect(
      sanitizePostHtml(`<a href="${url.replace('&', '&amp;')}" target="_self" rel="opener">公告</a>`),
    ).toBe(`<a href="${middleware(url)}" target="_blank" ${REL}>公告</a>`);
    expect(sanitizePostHtml('<a href="http://example.com">x</a>')).toBe(
      `<a href="${middleware('http://example.com/')}" target="_blank" ${REL}>x</a>`,
    );
  });

  it('turns protocol-relative and backslash links into https external links', () => {
    for (const href of ['//example.com/a', '/\\example.com/a', '\\\\example.com/a']) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${middleware('https://example.com/a')}" target="_blank" ${REL}>x</a>`,
      );
    }
  });

  it('keeps same-site links as site paths', () => {
    expect(sanitizePostHtml('<a href="/stock/600519?tab=1">茅台</a>')).toBe(
      `<a href="/stock/600519?tab=1" target="_blank" ${REL}>茅台</a>`,
    );
    expect(sanitizePostHtml('<a href="#part-2">x</a>')).toContain('href="#part-2"');
    // A path that normalises to '//host' must not become a link to that host.
    expect(sanitizePostHtml('<a href="/.//evil.example/x">x</a>')).toContain('href="/evil.example/x"');
  });

  it('removes unsafe hrefs but keeps the link text', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)" title="t">点我</a>')).toBe(
      `<a title="t" target="_blank" ${REL}>点我</a>`,
    );
    expect(sanitizePostHtml('<a href="mailto:a@b.c">邮件</a>')).toBe(`<a target="_blank" ${REL}>邮件</a>`);
  });

  it('keeps images with http(s) or site sources and numeric sizes', () => {
    expect(
      sanitizePostHtml(
        '<img src="https://img.example.com/k.png" alt="K线" width="640" height="480" style="a" onerror="b">',
      ),
    ).toBe('<img src="https://img.example.com/k.png" alt="K线" width="640" height="480" />');
    expect(sanitizePostHtml('<img src="//cdn.example.com/a.png" width="100%">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
    expect(sanitizePostHtml('<img src="http://img.example.com/a.png">')).toBe(
      '<img src="http://img.example.com/a.png" />',
    );
    expect(sanitizePostHtml('<img src="/uploads/2024/a.png">')).toBe('<img src="/uploads/2024/a.png" />');
    expect(sanitizePostHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" />');
  });

  it('keeps emoji images with their name', () => {
    expect(sanitizePostHtml('<img src="/emoji/12.png" alt="[微笑]" data-emoji="[微笑]" class="e">')).toBe(
      '<img src="/emoji/12.png" alt="[微笑]" data-emoji="[微笑]" />',
    );
  });

  it('keeps stock and mention spans with numeric ids and allowed classes only', () => {
    expect(
      sanitizePostHtml(
        '<span class="stock-tag evil" data-stock-id="600519" data-user-id="x1">$贵州茅台$</span>',
      ),
    ).toBe('<span class="stock-tag" data-stock-id="600519">$贵州茅台$</span>');
    expect(sanitizePostHtml('<span class="mention" data-user-id="42">@张三</span>')).toBe(
      '<span class="mention" data-user-id="42">@张三</span>',
    );
    expect(sanitizePostHtml('<span class="emoji">e</span><span class="other">o</span>')).toBe(
      '<span class="emoji">e</span><span>o</span>',
    );
  });
});

describe('sanitizeCommentHtml', () => {
  it('keeps only text, line breaks, links, site emoji and tag spans', () => {
    expect(
      sanitizeCommentHtml(
        '<p>看好<b>茅台</b></p><br><span class="stock-tag" data-stock-id="600519">$茅台$</span>' +
          '<img src="/emoji/1.png" data-emoji="[赞]" alt="[赞]"><h1>大</h1>',
      ),
    ).toBe(
      '看好茅台<br /><span class="stock-tag" data-stock-id="600519">$茅台$</span>' +
        '<img src="/emoji/1.png" alt="[赞]" data-emoji="[赞]" />大',
    );
  });

  it('uses the same link rules as posts', () => {
    expect(sanitizeCommentHtml('<a href="https://example.com/x">x</a>')).toBe(
      `<a href="${middleware('https://example.com/x')}" target="_blank" ${REL}>x</a>`,
    );
  });

  it('drops images that are not site emoji', () => {
    for (const img of [
      '<img src="https://img.example.com/a.png" data-emoji="[赞]">',
      '<img src="/uploads/a.png" data-emoji="[赞]">',
      '<img src="/emoji/../uploads/a.png" data-emoji="[赞]">',
      '<img src="/emoji/1.png">',
      '<img src="/emoji/1.png" data-emoji=" ">',
      '<img src="//evil.example/emoji/1.png" data-emoji="[赞]">',
    ]) {
      expect(sanitizeCommentHtml(`前${img}后`)).toBe('前后');
    }
  });

  it('keeps only mention and stock-tag classes', () => {
    expect(sanitizeCommentHtml('<span class="mention emoji" data-user-id="7">@李四</span>')).toBe(
      '<span class="mention" data-user-id="7">@李四</span>',
    );
  });
});

describe('externalLink', () => {
  it('routes http(s) links through the leaving page', () => {
    expect(externalLink('https://example.com/a?b=1&c=中')).toBe(
      middleware('https://example.com/a?b=1&c=%E4%B8%AD'),
    );
    expect(externalLink('//example.com')).toBe(middleware('https://example.com/'));
  });

  it('keeps same-site paths and refuses other schemes', () => {
    expect(externalLink('/post/1')).toBe('/post/1');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:x', 'data:text/html,x', 'vbscript:x', 'ftp://x']) {
      expect(externalLink(bad)).toBe('#');
    }
  });
});

describe('htmlToText', () => {
  it('turns blocks into lines, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>标题</h2>\n<p>第一段 &amp; 更多&nbsp;&nbsp;内容\n  继续</p><p>第二段<br>换行</p>' +
          '<ul><li>甲</li><li>乙</li></ul><p>a &lt;b&gt; &quot;c&quot; &#x4e2d;</p>',
      ),
    ).toBe('标题\n第一段 & 更多 内容 继续\n第二段\n换行\n甲\n乙\na <b> "c" 中');
  });

  it('keeps inline text together, spaces table cells and drops scripts, styles and comments', () => {
    expect(
      htmlToText(
        '<p>市<strong>盈</strong>率</p><table><tr><td>PE</td><td>30</td></tr></table>' +
          '<script>var x = "<p>no</p>";</script><style>p{}</style><!-- hidden -->',
      ),
    ).toBe('市盈率\nPE 30');
  });

  it('turns emoji images back into their names', () => {
    expect(htmlToText('<p>好<img src="/emoji/1.png" data-emoji="[赞]">的<img src="/a.png"></p>')).toBe(
      '好[赞]的',
    );
  });

  it('cuts to maxLength code points with an ellipsis', () => {
    expect(htmlToText('<p>贵州茅台是白酒龙头</p>', 5)).toBe('贵州茅台…');
    expect(htmlToText('<p>贵州茅台</p>', 4)).toBe('贵州茅台');
    expect(htmlToText('😀😀😀', 2)).toBe('😀…');
    expect(htmlToText('abc def', 5)).toBe('abc…');
    expect(htmlToText('abc', 0)).toBe('');
  });
});

describe('escapeHtml and textToHtml', () => {
  it('escapes the HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('turns every kind of line break into <br>', () => {
    expect(textToHtml('第一行\n<第二行>\r\n第三行\r第四行')).toBe(
      '第一行<br>&lt;第二行&gt;<br>第三行<br>第四行',
    );
  });
});
