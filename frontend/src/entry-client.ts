/*
 * The browser's entry: the libraries are evaluated, then the shop's code a task later
 * (app/after-libraries.ts, ADR 030), then main.tsx takes over the page. main.tsx itself has no
 * top-level await, so the tests can load it as they load any module.
 */
import './app/after-libraries';
import './main';
