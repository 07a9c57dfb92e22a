/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as the precache reads it. */
export interface BuiltChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  name?: string;
  isDynamicEntry?: boolean;
}

/**
 * Source modules whose chunks only staff, riders and suppliers load: the service worker never stores them,
 * nor anything reached only through them (the console's chart, antd's App scope, their CSS).
 */
const NOT_FOR_SHOPPERS = /^src\/(?:admin|rider|supplier)\/|^src\/components\/ant-app-scope\.tsx$|^src\/app\/staff-pages\.ts$/;
/** A lazy chunk Vite keys by its file rather than its module (the console's page, loaded beside antd's App scope). */
const STAFF_CHUNK_NAME = /^(?:admin|rider|supplier|staff)[.-]/;

/**
 * The built files a shopper's pages can load: everything reachable from the app's entry through
 * static and lazy imports, stopping at the admin console and the supplier portal. These are
 * precached, so every storefront page opens offline once the service worker is installed.
 */
export function storefrontFiles(manifest: Record<string, BuiltChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || NOT_FOR_SHOPPERS.test(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || (chunk.isDynamicEntry && STAFF_CHUNK_NAME.test(chunk.name ?? ''))) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return files;
}
