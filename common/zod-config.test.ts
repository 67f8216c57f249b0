import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// zod is imported only after the spy is in place: its eval probe runs once, when the first object
// schema is built.
describe('zod settings (common/zod-config.ts)', () => {
  it('never probes eval in the browser, whose CSP would report it on every page', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    // The settings are read when the module loads: load it as a page would.
    vi.stubGlobal('document', {});
    await import('./zod-config');
    vi.unstubAllGlobals();
    const { z } = await import('zod');
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });

  it('words every issue in Chinese, naming the field when it knows it', async () => {
    const { z } = await import('zod');
    const latin = /[A-Za-z]{2,}/;
    const schema = z.object({
      limit: z.number().max(50),
      title: z.string().min(2).max(5),
      tags: z.array(z.string()).max(1),
      type: z.enum(['a', 'b']),
      email: z.email(),
      unknown_field: z.number().int(),
    });
    const cases: [unknown, string][] = [
      [5, '请求参数应为对象'],
      [{ limit: 'x' }, '每页条数应为数字'],
      [{ limit: 51 }, '每页条数不能大于50'],
      [{ limit: 1, title: 'a' }, '标题至少2个字'],
      [{ limit: 1, title: 'abcdef' }, '标题最多5个字'],
      [{ limit: 1, title: 'ab', tags: ['a', 'b'] }, '标签最多1项'],
      [{ limit: 1, title: 'ab', tags: [5] }, '标签应为文字'],
      [{ limit: 1, title: 'ab', tags: [], type: 'c' }, '类型取值有误'],
      [{ limit: 1, title: 'ab', tags: [], type: 'a', email: 'x' }, '参数格式有误'],
      [{ limit: 1, title: 'ab', tags: [], type: 'a', email: 'a@b.cn', unknown_field: 1.5 }, '参数应为整数'],
      [
        { limit: 1, title: 'ab', tags: [], type: 'a', email: 'a@b.cn', unknown_field: 2 ** 60 },
        '参数数值过大',
      ],
      [{ limit: 1, title: 'ab', tags: [], type: 'a', email: 'a@b.cn' }, '参数不能为空'],
    ];
    for (const [input, message] of cases) {
      const issue = schema.safeParse(input).error?.issues[0]?.message;
      expect(issue, JSON.stringify(input)).toBe(message);
      expect(issue).not.toMatch(latin);
    }
    // A schema's own message still wins.
    expect(z.string({ error: '请输入手机号码' }).safeParse(5).error?.issues[0]?.message).toBe(
      '请输入手机号码',
    );
  });

  it('precedes the schemas of every module that builds any, on the server and in the browser', () => {
    // The browser has no entry that imports it first (a visitor's first load carries no zod, issue 12):
    // each module importing zod imports the settings before it, so ESM runs them before its schemas.
    const files = readdirSync('common', { recursive: true, encoding: 'utf8' })
      .map((name) => `common/${name}`)
      .concat(readdirSync('app', { recursive: true, encoding: 'utf8' }).map((name) => `app/${name}`))
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('zod-config.ts'),
      );
    const users = files.filter((file) => /^import \{[^}]*\} from 'zod';$/m.test(readFileSync(file, 'utf8')));
    expect(users).toContain('common/post.ts');
    for (const file of users) {
      const imports = readFileSync(file, 'utf8').match(/^import .*$/gm) ?? [];
      expect(imports[0], file).toMatch(/^import '(?:\.\/|@common\/)zod-config';$/);
    }
    const firstImport = (file: string) => readFileSync(file, 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport('server/app.ts')).toBe("import '../common/zod-config';");
  });
});
