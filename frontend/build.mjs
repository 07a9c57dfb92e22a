#!/usr/bin/env node
/**
 * `npm run build` for the frontend: the browser's bundle and the server-rendering bundle
 * (vite.ssr.config.ts) side by side. Neither reads the other's output, and a clean start waits on
 * this build, so running them one after the other only wasted a core. The output folder is emptied
 * once here, since each build leaves the other's files in place.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const frontend = new URL('.', import.meta.url).pathname;
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });

function viteBuild(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', ...args], { cwd: frontend, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (exit ${code})`))));
  });
}

/*
 * The hashed assets compressed once, at their best, beside themselves (.br, .gz): the shop serves
 * these (configure-app.ts) instead of gzipping every script again for every visitor, a cost its
 * cores paid while the phone waited, and brotli's are an eighth smaller than gzip's (the `react` chunk: 40.2 against 45.9 kB).
 */
const COMPRESSIBLE = /\.(?:js|css|svg|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipBest = promisify(gzip);

async function precompressAssets(folder) {
  const files = readdirSync(folder).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(join(folder, file));
      // Below a kilobyte the shop sends it as it is (compression's own threshold).
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipBest(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(join(folder, `${file}.br`), br);
      writeFileSync(join(folder, `${file}.gz`), gz);
    }),
  );
}

const builds = await Promise.allSettled([viteBuild([]), viteBuild(['--config', 'vite.ssr.config.ts'])]);
const failed = builds.filter((build) => build.status === 'rejected');
for (const failure of failed) console.error(failure.reason.message);
if (failed.length === 0) await precompressAssets(join(frontend, 'dist', 'assets'));
process.exit(failed.length > 0 ? 1 : 0);
