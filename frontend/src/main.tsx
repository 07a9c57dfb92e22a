import './api/http';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { hydrateServerState, SERVER_STATE_ELEMENT_ID } from './app/server-state';
import { deferPartsOnSight } from './lib/hydrate-on-sight';
import { takeServerWordOnEmptyCart } from './lib/use-cart';
import { noteChoicesBeforeHydration } from './lib/use-typing-before-hydration';

/** Takes the server's page over, or renders the app afresh where there is none. */
export function takeOver(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // A storefront page comes rendered by the server with the cache it was made from (ADR 022): the
  // app takes over that markup. A page without it (the staff screens, a render that failed) starts afresh.
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (serverState?.textContent && root.hasChildNodes()) {
    const queryClient = createQueryClient();
    hydrateServerState(queryClient, serverState.textContent);
    serverState.remove();
    takeServerWordOnEmptyCart(queryClient);
    noteChoicesBeforeHydration(root);
    deferPartsOnSight();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (hundreds of ms on a phone, ADR 050); a tap meanwhile makes React
    // finish hydrating at once and then handles it, as it always did.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
