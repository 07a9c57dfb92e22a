/*
 * The app, loaded by entry-client.ts once the page is shown: the libraries are evaluated, then the
 * shop's code a task later (after-libraries.ts, ADR 030), then main.tsx takes over the page.
 */
import './after-libraries';
import '../main';
