import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every source file (tests aside) of the shell, the storefront and lib/, bar the staff screens' antd
 * scope and the antd pieces the admin console and the supplier portal share (components/staff/).
 */
function storefrontSources(): { file: string; text: string }[] {
  const src = join(__dirname, '..');
  return ['app', 'components', 'storefront', 'lib'].flatMap((dir) =>
    readdirSync(join(src, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'ant-app-scope.tsx' && !file.startsWith('staff/'))
      .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(join(src, dir, file), 'utf8') })),
  );
}

/*
 * Issue 15: no antd in the storefront. Only the admin and supplier scopes import antd or its icons,
 * and components/ant-app-scope.tsx, which they load. (Type-only imports leave nothing in the bundle.)
 * scripts/check-first-load-budget.mjs checks the bytes; this names the file that brought antd back.
 */
const ANTD_AT_RUN_TIME = /^import\s+(?!type\s)[^;]*?from\s+'(?:antd|@ant-design\/[^']+)(?:\/[^']*)?';/m;

describe('the storefront', () => {
  it('imports no antd and no @ant-design/icons outside the admin and supplier scopes', () => {
    expect(storefrontSources().filter(({ text }) => ANTD_AT_RUN_TIME.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('uses none of the staff screens\' shared antd pieces (components/staff/)', () => {
    expect(storefrontSources().filter(({ text }) => /from\s+'[^']*\/staff\/[^']*'/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  /*
   * antd's App.useApp() has no provider on storefront routes, and the test render helper provides one
   * for the staff screens, so a storefront file that went back to it would pass its own tests and
   * fail for shoppers. The storefront toasts through components/toast.tsx.
   */
  it('toasts through useToast, never through antd App.useApp()', () => {
    expect(storefrontSources().filter(({ text }) => /\bApp\.useApp\(/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
