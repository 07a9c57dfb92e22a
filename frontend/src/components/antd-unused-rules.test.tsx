import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Tabs } from 'antd';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { theme } from '../app/theme';
import { AntAppScope } from './ant-app-scope';
import { withoutUnusedRules } from './antd-unused-rules';

const TABS = [
  { key: 'login', label: 'Login', children: 'Sign in here' },
  { key: 'register', label: 'Register', children: 'Apply here' },
];

/** antd's rules for a page holding a primary button and tabs, as the server sends them. */
function rulesFor(scope: (children: React.ReactNode) => React.ReactNode): string {
  const cache = createCache();
  renderToString(
    // Rendered as on the server: the rules are kept in the cache, not put in the document.
    <StyleProvider cache={cache} mock="server">
      {scope(
        <>
          <Button type="primary">Log in</Button>
          <Tabs items={TABS} />
        </>,
      )}
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true });
}

describe('antd rules no screen asks for', () => {
  it('are left out of the rules the shop sends, and only they', () => {
    const shop = rulesFor((children) => <AntAppScope>{children}</AntAppScope>);
    const bare = rulesFor((children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>);

    const left = ['.ant-btn-color-blue', '.ant-btn-color-geekblue', '.ant-tabs-left', '.ant-tabs-right', '.ant-tabs-card'];
    const kept = ['.ant-btn-color-primary', '.ant-btn-color-dangerous', '.ant-btn-color-link', '.ant-tabs-top', '.ant-tabs-ink-bar', '.ant-tabs-nav-wrap-ping-left'];
    // Lists, not one expectation a rule: a failure names the appearances instead of printing the rules.
    expect(left.filter((appearance) => !bare.includes(appearance))).toEqual([]);
    expect(left.filter((appearance) => shop.includes(appearance))).toEqual([]);
    expect(kept.filter((appearance) => !shop.includes(appearance))).toEqual([]);
    expect(shop.length).toBeLessThan(bare.length * 0.7);
  });

  it('keeps a rule shared with an appearance still used, whole and in its place', () => {
    const style = {
      '.ant-tabs-top, .ant-tabs-bottom': { margin: 0 },
      '&.ant-btn-color-purple': { color: 'purple' },
      ':where(.ant-tabs-left, .x) .y': { padding: 1 },
      '.ant-tabs-left:not(.ant-tabs-top)': { padding: 2 },
      '&:hover': { color: 'red' },
    };
    const kept = withoutUnusedRules(style);

    expect(Object.keys(kept)).toEqual(['.ant-tabs-top, .ant-tabs-bottom', ':where(.ant-tabs-left, .x) .y', '&:hover']);
    expect(withoutUnusedRules({ '&:hover': { color: 'red' } })).toEqual({ '&:hover': { color: 'red' } });
  });

  it('are asked for by no screen: no antd Button takes a color, no Tabs a side or cards', () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..'))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const fromAntd = antdImports(source);
      const visit = (node: ts.Node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
          const part = fromAntd.get(node.tagName.getText(source));
          for (const attribute of node.attributes.properties) {
            if (!ts.isJsxAttribute(attribute)) continue;
            const name = attribute.name.getText(source);
            const value = attribute.initializer?.getText(source) ?? '';
            const asked = (part === 'Button' && name === 'color') || (part === 'Tabs' && (name === 'tabPosition' || (name === 'type' && /card/.test(value))));
            if (asked) found.push(`${file}: <${part} ${name}=${value}>`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});

/** Every screen's source (tests and the generated API client aside), as `storefront-imports.test.ts` reads them. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && !file.includes('generated/'))
    .map((file) => join(folder, file));
}

/** Local name -> antd's name, for Button and Tabs imported from antd in one file. */
function antdImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== 'antd') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'Button' || imported === 'Tabs') names.set(element.name.text, imported);
    }
  }
  return names;
}
