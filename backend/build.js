/**
 * Compiles the backend with tsc and the @nestjs/swagger plugin (which reads the DTO types and
 * class-validator decorators into the OpenAPI schema), without the Nest CLI and its toolchain.
 * The shop rules (@shop/rules) are TypeScript source shared with the frontend; Node runs only
 * JavaScript, so they are compiled into dist/node_modules, where the server's `require` finds them
 * first: dist runs on its own, in the repo as in the Docker image.
 */
const { mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const pluginOptions = { classValidatorShim: true, introspectComments: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'] };

function readConfig(file, overrides = {}) {
  return ts.getParsedCommandLineOfConfigFile(file, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
}

/**
 * Emits without checking types: `tsc --noEmit -p backend/tsconfig.json` checks them (npm test), and
 * a start should not wait for a full check. Syntax errors still stop the build.
 */
function compile(fileNames, options, transformers) {
  const program = ts.createProgram(fileNames, options);
  const result = program.emit(undefined, undefined, undefined, false, transformers && transformers(program));
  const diagnostics = program.getSyntacticDiagnostics().concat(program.getOptionsDiagnostics(), result.diagnostics);
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
    process.exit(1);
  }
}

const backend = readConfig(join(__dirname, 'tsconfig.build.json'));
const outDir = backend.options.outDir;
rmSync(outDir, { recursive: true, force: true });
compile(backend.fileNames, backend.options, (program) => ({ before: [swaggerPlugin.before(pluginOptions, program)] }));

const rulesDir = dirname(require.resolve('@shop/rules/package.json'));
const rulesOut = join(outDir, 'node_modules', '@shop', 'rules');
const rules = readConfig(join(rulesDir, 'tsconfig.json'), { noEmit: false, rootDir: join(rulesDir, 'src'), outDir: rulesOut, sourceMap: true });
compile(rules.fileNames.filter((file) => !file.endsWith('.spec.ts')), rules.options);
const { name, version } = require(join(rulesDir, 'package.json'));
mkdirSync(rulesOut, { recursive: true });
writeFileSync(join(rulesOut, 'package.json'), `${JSON.stringify({ name, version, private: true, main: 'index.js' }, null, 2)}\n`);

console.log(`backend built into ${outDir} (${backend.fileNames.length} files, and @shop/rules)`);
