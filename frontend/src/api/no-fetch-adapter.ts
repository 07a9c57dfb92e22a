/*
 * Stands in for axios' fetch adapter in the browser build (vite.config.ts). The shop's axios instance
 * works through the XHR adapter, axios' first choice in a browser and the one that reports upload
 * progress (ADR 048): the fetch adapter is never reached. Its module, though, probed the browser's
 * fetch, Request and streams as it was evaluated, about 4 ms of the longest task of a page's
 * takeover (ADR 078). `false` is how axios marks an adapter the environment lacks.
 */
export const getFetch = (): false => false;
export default false;
