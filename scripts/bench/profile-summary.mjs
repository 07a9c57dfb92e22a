// Self time of a .cpuprofile grouped by package (or app file) and by function: where the time goes.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function summariseProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byPackage = new Map();
  const byFunction = new Map();
  const where = (url) => {
    if (!url) return '(native/gc/idle)';
    const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (match) return match[1];
    if (url.startsWith('node:')) return 'node core';
    const app = url.match(/backend\/dist\/(.*)/);
    return app ? `app: ${app[1]}` : url;
  };
  for (const [id, count] of counts) {
    const node = byId.get(id);
    const frame = node.callFrame;
    const pkg = frame.functionName === '(idle)' ? '(idle)' : where(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
    const fn = `${frame.functionName || '(anonymous)'} ${where(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, n]) => `${((n / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { packages: sorted(byPackage), functions: sorted(byFunction) };
}

// Run as a command only, not when another script imports summariseProfile.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2]) {
  const { packages, functions } = summariseProfile(process.argv[2]);
  console.log('by package\n' + packages.join('\n') + '\n\nby function\n' + functions.join('\n'));
}
