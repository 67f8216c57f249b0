import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitNamed } from './deferred';

describe('splitNamed', () => {
  it('renders in place on the server once its module has loaded, not the fallback', async () => {
    let loads = 0;
    const Split = splitNamed(async () => {
      loads++;
      return { Hello: ({ name }: { name: string }) => <b>{name}</b> };
    }, 'Hello');
    // The server starts loading when the module is evaluated; a request comes after.
    await new Promise((resolve) => setTimeout(resolve));
    const html = renderToString(
      <Suspense fallback="loading">
        <Split name="研社" />
      </Suspense>,
    );
    expect(html).toContain('<b>研社</b>');
    expect(html).not.toContain('loading');
    expect(loads).toBe(1);
  });
});
