import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { subscribeMemberGroupSession } from '@/lib/auth/member-group-session';
import { subscribeMemberSession } from '@/lib/auth/member-session';
import { MEMBER_GROUP_QUERY_PREFIX, MEMBER_QUERY_PREFIX, createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';
import { readServerState } from './server-state';

/** Starts the app in #root: takes over the page the server drew, or draws it when the server did not. */
export async function bootApp(root: HTMLElement, { createRoot, hydrateRoot }: typeof ReactDomClient): Promise<void> {
  const queryClient = createQueryClient();
  // One member's data must never be shown to the next: drop it whenever the session is saved or cleared.
  subscribeMemberSession(() => queryClient.removeQueries({ queryKey: [MEMBER_QUERY_PREFIX] }));
  subscribeMemberGroupSession(() => queryClient.removeQueries({ queryKey: [MEMBER_GROUP_QUERY_PREFIX] }));

  // A public page the server rendered comes with the answers it was made from: starting from them, the first render
  // here is the same markup, which React takes over instead of drawing the page again.
  const serverState = readServerState(document);
  if (serverState) hydrate(queryClient, serverState);

  const router = await createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // as a transition, React renders in slices of a few milliseconds and lets the browser in between, instead of
  // holding a phone's main thread for the whole page
  startTransition(() => {
    if (serverState && root.firstElementChild) {
      // from here React answers presses on the page; start-app.js stops keeping the one made before (decision 066)
      document.documentElement.dataset.app = 'starting';
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}
