/**
 * Compiles the backend with tsc and the @nestjs/swagger plugin (which reads the DTO types and
 * class-validator decorators into the OpenAPI schema), without the Nest CLI and its toolchain.
 */
const { rmSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const pluginOptions = { classValidatorShim: true, introspectComments: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'] };

const parsed = ts.getParsedCommandLineOfConfigFile(join(__dirname, 'tsconfig.build.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
rmSync(parsed.options.outDir, { recursive: true, force: true });
const program = ts.createProgram(parsed.fileNames, parsed.options);
const result = program.emit(undefined, undefined, undefined, false, {
  before: [swaggerPlugin.before(pluginOptions, program)],
});
const diagnostics = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
console.log(`backend built into ${parsed.options.outDir} (${parsed.fileNames.length} files)`);
