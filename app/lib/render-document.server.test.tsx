import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientRenderDocument, PageContent } from './client-render';
import { type RenderDocumentOptions, renderDocument } from './render-document.server';

/** A part of the page whose data never comes: only the deadline ends its render. */
const never = new Promise<never>(() => {});
function Late(): never {
  use(never);
  throw new Error('unreachable');
}
function Broken(): never {
  throw new Error('render bug');
}

const page = (body: React.ReactNode) => (
  <html lang="zh-Hans">
    <body>
      <h1>研社</h1>
      {body}
    </body>
  </html>
);
const lateBoundary = page(
  <Suspense fallback={<i>加载中</i>}>
    <Late />
  </Suspense>,
);

// A deadline of milliseconds: the render is late whatever the machine's speed, and no test waits long.
const options = (over: Partial<RenderDocumentOptions> = {}): RenderDocumentOptions => ({
  status: 200,
  headers: new Headers(),
  allReady: false,
  deadlineMs: 5,
  graceMs: 5,
  clientRender: () => page(<div id="client-render" />),
  ...over,
});

/** React's mark of a boundary the browser renders (inline, or by a script once streamed). */
const leftToBrowser = (html: string) => /<!--\$!-->|\$RX\(/.test(html);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page whose render runs late', () => {
  it('sends a crawler what it has, 200, and leaves the late part to the browser', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await renderDocument(lateBoundary, options({ allReady: true }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>研社</h1>');
    expect(html).toContain('<i>加载中</i>');
    expect(leftToBrowser(html)).toBe(true);
  });

  it('sends a browser the shell at once, 200, and leaves the late part to it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await renderDocument(lateBoundary, options());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>研社</h1>');
    expect(leftToBrowser(html)).toBe(true);
  });

  it('answers a shell not ready by the deadline with the document the browser renders, 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const allReady of [false, true]) {
      const res = await renderDocument(page(<Late />), options({ allReady, status: 404 }));
      // The router's status stands (a loader's 404), never a 500 for being slow.
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="client-render"></div>');
      expect(html).not.toContain('<h1>研社</h1><!--');
    }
  });
});

describe('the document the browser renders', () => {
  it('leaves the page content to the browser, with the status, and logs no error', async () => {
    const error = vi.spyOn(console, 'error');
    const document = (
      <ClientRenderDocument.Provider value={true}>
        {page(
          <PageContent>
            <p>正文</p>
          </PageContent>,
        )}
      </ClientRenderDocument.Provider>
    );
    const res = await renderDocument(document, options());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>研社</h1>');
    expect(html).not.toContain('正文');
    expect(leftToBrowser(html)).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('is the page as it is anywhere else', async () => {
    const res = await renderDocument(
      page(
        <PageContent>
          <p>正文</p>
        </PageContent>,
      ),
      options(),
    );
    expect(await res.text()).toContain('<p>正文</p>');
  });
});

describe('a page whose render fails', () => {
  it('still fails: a broken shell rejects (React Router answers its error page, 500)', async () => {
    await expect(renderDocument(page(<Broken />), options())).rejects.toThrow('render bug');
  });

  it('answers a crawler 500 for a broken part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = page(
      <Suspense fallback={<i>加载中</i>}>
        <Broken />
      </Suspense>,
    );
    const res = await renderDocument(broken, options({ allReady: true }));
    expect(res.status).toBe(500);
    await res.text();
  });
});
