import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Issue 15: no antd in the storefront. The shell (app/, components/), the storefront's pages and
 * lib/ import neither antd nor its icons at run time; only the admin and supplier scopes do, and
 * components/ant-app-scope.tsx, which they load. (Type-only imports leave nothing in the bundle.)
 * scripts/check-first-load-budget.mjs checks the bytes; this names the file that brought antd back.
 */
const ANTD_AT_RUN_TIME = /^import\s+(?!type\s)[^;]*?from\s+'(?:antd|@ant-design\/[^']+)(?:\/[^']*)?';/m;

describe('the storefront', () => {
  it('imports no antd and no @ant-design/icons outside the admin and supplier scopes', () => {
    const src = join(__dirname, '..');
    const offenders = ['app', 'components', 'storefront', 'lib'].flatMap((dir) =>
      readdirSync(join(src, dir), { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'ant-app-scope.tsx')
        .filter((file) => ANTD_AT_RUN_TIME.test(readFileSync(join(src, dir, file), 'utf8')))
        .map((file) => `${dir}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});
