/*
 * The app, loaded by entry-client.ts once the page is shown, in four tasks: React DOM is evaluated,
 * the other libraries a task later (after-react.ts, ADR 082), then the shop's modules
 * (after-libraries.ts, ADR 030), and the page is taken over in the task after those (ADR 082).
 */
import './after-react';
import './after-libraries';
import { takeOver } from '../main';
import { nextTask } from './next-task';

await nextTask();
takeOver();
