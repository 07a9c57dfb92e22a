/*
 * Evaluating the libraries (React DOM above all) and then the shop's own modules was one task of
 * 90-140 ms under a phone's 4x slower CPU: the longest task before a page answers a tap. The shop's
 * modules wait here for the next task, so each half is a task of its own. Imported by app/start.ts
 * after after-react.ts and placed first in the `shop` chunk (storefront-chunks.ts).
 */
import { nextTask } from './next-task';

await nextTask();

export {};
