#!/usr/bin/env node
/**
 * `npm run build` for the frontend: the browser's bundle and the server-rendering bundle
 * (vite.ssr.config.ts) side by side. Neither reads the other's output, and a clean start waits on
 * this build, so running them one after the other only wasted a core. The output folder is emptied
 * once here, since each build leaves the other's files in place.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const frontend = new URL('.', import.meta.url).pathname;
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });

function viteBuild(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', ...args], { cwd: frontend, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (exit ${code})`))));
  });
}

const builds = await Promise.allSettled([viteBuild([]), viteBuild(['--config', 'vite.ssr.config.ts'])]);
const failed = builds.filter((build) => build.status === 'rejected');
for (const failure of failed) console.error(failure.reason.message);
process.exit(failed.length > 0 ? 1 : 0);
