/*
 * React DOM is evaluated in a task of its own, and React Router, React Query and axios in the next
 * (ADR 082): evaluated together, they were the longest task of a page's takeover (15 ms of a fast
 * machine's thread). Imported first by app/start.ts and placed last in the `react`
 * chunk (storefront-chunks.ts), which the `vendor` chunk imports: its libraries wait for this await.
 */
import 'react-dom/client';
import { nextTask } from './next-task';

await nextTask();

export {};
