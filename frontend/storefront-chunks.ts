import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GetModuleInfo } from 'rollup';

/**
 * Fewer, larger chunks for the storefront (issue 15): what most of its pages import goes into one
 * `shop` chunk, instead of some thirty chunks of a few hundred bytes each, every one a request a
 * phone makes (six at a time over HTTP/1.1, a round trip each on a slow network) and a gzip frame
 * that compresses worse than one file. Code only some pages use stays with those pages; the
 * libraries the entry needs are a `react` chunk (React DOM) and a `vendor` chunk (the others),
 * which change only with an upgrade, each evaluated a task after the one before (ADR 082), and the
 * entry's own modules join `shop`, evaluated a task after the libraries (ADR 030).
 */
const SHARED_BY_AT_LEAST = 3;

/** The storefront's pages (`src/storefront/*.page.tsx`), each the start of a route's chunk. */
export function storefrontPages(root: string): string[] {
  return readdirSync(join(root, 'src', 'storefront'))
    .filter((file) => file.endsWith('.page.tsx'))
    .map((file) => join(root, 'src', 'storefront', file));
}

export function storefrontChunks(root: string) {
  const pages = storefrontPages(root);
  // The entry and the app's start keep only these, which nothing else imports.
  const entryModules = [join(root, 'src', 'entry-client.ts'), join(root, 'src', 'app', 'start.ts'), join(root, 'src', 'main.tsx')];
  // The wait for React DOM's own task (ADR 082) goes with React DOM.
  const withReact = [join(root, 'src', 'app', 'after-react.ts'), join(root, 'src', 'app', 'next-task.ts')];
  let reach: Map<string, number> | undefined;
  let inEntry: Set<string> | undefined;

  const closure = (start: string, getModuleInfo: GetModuleInfo) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(start);
    return seen;
  };

  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    if (!reach) {
      // The entry loads the app (app/start.ts) once the page is shown (ADR 031): both are the first load.
      inEntry = new Set([...closure(join(root, 'index.html'), getModuleInfo), ...closure(join(root, 'src', 'app', 'start.ts'), getModuleInfo)]);
      reach = new Map();
      for (const page of pages) for (const used of closure(page, getModuleInfo)) reach.set(used, (reach.get(used) ?? 0) + 1);
    }
    // The address rules (ADR 052) serve checkout, tracking and the admin, never the first page:
    // left to Rollup they would join `shop` with the rest of @shop/rules.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'addresses.ts')) return 'addresses';
    // Business days, holidays and the delivery estimate (ADR 053) serve checkout and the admin: left
    // to Rollup they too would join `shop`. The money and price rules they import stay in `shop`,
    // where every page has them, or they would follow into this chunk and the first page with them.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'delivery.ts')) return 'delivery-dates';
    // Likewise pay on delivery's rules (ADR 054): checkout, its confirmation page and the admin only.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'pay-on-delivery.ts')) return 'pay-on-delivery';
    // When staff may move an order's status (ADR 043): the console only.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'order-closed.ts')) return 'order-closed';
    // The stock limits: the admin's and the supplier's product forms only.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'stock-limits.ts')) return 'stock-limits';
    // Promotions (ADR 061): the cart, checkout, tracking and the admin only, never the first page.
    if (
      id === join(root, '..', 'packages', 'rules', 'src', 'promotions.ts') ||
      id === join(root, 'src', 'lib', 'promotions.ts') ||
      id === join(root, 'src', 'components', 'discount-rows.tsx')
    ) {
      return 'promotions';
    }
    // The checkout form's fields and rules, and the saved addresses' (ADR 064): checkout, tracking's
    // payment panel and the account page only. Three pages would put them in `shop`, and so on the
    // first page; with the address rules they build on, they add no chunk to those pages' lists.
    if (id === join(root, 'src', 'lib', 'checkout-form.ts') || id === join(root, 'src', 'lib', 'saved-addresses.ts')) return 'addresses';
    // The business hours read as a schedule (ADR 066): the support page's live chat only.
    if (id === join(root, '..', 'packages', 'rules', 'src', 'business-hours.ts')) return 'business-hours';
    // "Order on WhatsApp" (ADR 066): the product page and the cart, never the first page.
    // Its icon too: the footer, the support page and these two pages share it, which would put 0.7 kB in `shop`, and so on the first page.
    if (['lib/whatsapp.ts', 'storefront/components/order-on-whatsapp.tsx', 'components/icons/whatsapp.tsx'].some((file) => id === join(root, 'src', ...file.split('/')))) return 'whatsapp';
    if (['money.ts', 'pricing.ts'].some((file) => id === join(root, '..', 'packages', 'rules', 'src', file))) return 'shop';
    // Vite's loader of lazy chunks on its own (1 kB): in `shop`, the entry, which waits to load the app (ADR 031), would pull the app in at once.
    if (id.includes('vite/preload-helper')) return 'loader';
    // axios' stand-in for its fetch adapter (vite.config.ts) goes where axios goes: a module of the
    // shop's chunk imported by the vendor chunk would make the two chunks import each other.
    if (id === join(root, 'src', 'api', 'no-fetch-adapter.ts')) return 'vendor';
    // The entry's libraries are named, or Rollup would pull them into `shop` along with the modules that
    // import them. React DOM in `react`, evaluated a task before the others in `vendor` (ADR 082).
    if (withReact.includes(id)) return 'react';
    if (inEntry!.has(id) && /node_modules\/(?:react|react-dom|scheduler)\//.test(id)) return 'react';
    if (inEntry!.has(id) && /node_modules\/(?:react-router|react-router-dom|@tanstack|axios)\//.test(id)) return 'vendor';
    /*
     * The entry's own modules go into `shop` too, after-libraries.ts first: the shop's code then
     * evaluates in the task after the libraries'. Left in the entry chunk, which pages import from,
     * they would be split by Rollup into a dozen small chunks (a page must not wait on the entry's await).
     */
    if (inEntry!.has(id) && !entryModules.includes(id) && !id.endsWith('.css') && id.startsWith(join(root, 'src'))) return 'shop';
    if (!id.startsWith(join(root, 'src')) || pages.includes(id) || id.endsWith('.css')) return undefined;
    // The sign-in pages' own form parts (login, sign-up, a code by SMS): three pages, yet no other page needs them.
    if (id.startsWith(join(root, 'src', 'storefront', 'components', 'auth-'))) return 'auth';
    return (reach.get(id) ?? 0) >= SHARED_BY_AT_LEAST ? 'shop' : undefined;
  };
}
