import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { subscribeMemberSession } from '@/lib/auth/member-session';
import { MEMBER_QUERY_PREFIX, createQueryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// One member's data must never be shown to the next: drop it whenever the session is saved or cleared.
subscribeMemberSession(() => queryClient.removeQueries({ queryKey: [MEMBER_QUERY_PREFIX] }));

// A public page the server rendered comes with the answers it was made from: starting from them, the first render
// here is the same markup, which React takes over instead of drawing the page again.
const serverState = readServerState(document);
if (serverState) hydrate(queryClient, serverState);

void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (serverState && root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
