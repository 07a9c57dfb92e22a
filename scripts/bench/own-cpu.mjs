// Lighthouse's simulation re-run on a run's own trace with the page's main-thread tasks edited (ADR 090).
//
// Simulated throttling multiplies each task's observed wall time by the CPU slowdown. On a 2-core host shared with
// the browser's own processes, the shop and Lighthouse, a task's wall time is often two or three times its thread
// time (the thread waited for a core, or for a font lookup in the browser process that a phone makes in-process),
// and that waiting is multiplied as if it were the phone's work. `tasksAtThreadTime` makes each task last its
// thread time: what the run would have scored had the page's main thread had a core to itself, a lower bound
// printed beside Lighthouse's own figure and never in its place (the targets are held to Lighthouse's).
// `lighthouse-parts.mjs` prints these audits for one page.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { benchRequire } from './lib.mjs';

/** The page's main thread in a Chromium trace: the renderer thread that parsed the document, in time order. */
function pageMainThread(events) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'));
  if (!parse) throw new Error('no ParseHTML event of the page in the trace');
  return events.filter((event) => event.pid === parse.pid && event.tid === parse.tid).sort((a, b) => a.ts - b.ts);
}

const topLevelTasks = (mainThread) => mainThread.filter((event) => event.name === 'RunTask' && event.ph === 'X');

/**
 * Shrinks a task to `factor` of its wall time, moving what happened inside it in proportion. What starts
 * where it ends (the next task, at the same microsecond) is not its own.
 */
function shrinkTask(task, mainThread, factor) {
  const start = task.ts;
  const end = task.ts + task.dur;
  for (const event of mainThread) {
    if (event.ts < start || event.ts >= end) continue;
    event.ts = start + (event.ts - start) * factor;
    if (event.dur) event.dur *= factor;
  }
}

/** Every top-level task of the page's main thread made to last its thread time. */
export function tasksAtThreadTime(events) {
  const mainThread = pageMainThread(events);
  for (const task of topLevelTasks(mainThread)) if (task.tdur && task.dur > task.tdur) shrinkTask(task, mainThread, task.tdur / task.dur);
}

/** The tasks that started after the page's first contentful paint made next to nothing: the document alone. */
export function withoutTasksAfterFirstPaint(events) {
  const mainThread = pageMainThread(events);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mainThread[0].pid);
  for (const task of topLevelTasks(mainThread)) if (task.ts > paint.ts) shrinkTask(task, mainThread, 0.001);
}

/**
 * Audits the artifacts a run saved (Lighthouse's gatherMode folder) again from a copy whose trace `edit` changed.
 * `flags` must be the run's own: Lighthouse refuses to audit with settings other than those it gathered with.
 */
export async function auditEdited(artifactsDir, flags, edit) {
  const { default: lighthouse } = await import(benchRequire.resolve('lighthouse'));
  const copy = `${artifactsDir}-edited`;
  cpSync(artifactsDir, copy, { recursive: true });
  try {
    const traceFile = `${copy}/defaultPass.trace.json`;
    const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
    edit(trace.traceEvents ?? trace);
    writeFileSync(traceFile, JSON.stringify(trace));
    const { finalDisplayedUrl } = JSON.parse(readFileSync(`${copy}/artifacts.json`, 'utf8')).URL;
    const { lhr } = await lighthouse(finalDisplayedUrl, { ...flags, auditMode: copy });
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
