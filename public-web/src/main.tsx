// First: no compiled zod parsers under the site's CSP (no 'unsafe-eval').
import './app/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pathLanguage } from '@vb/shared/paths';
import { App } from './app/App';
import { catalogReady, loadCatalog } from './app/catalogs';
import {
  applyToDocument,
  setLanguagePreparer,
  settlePreferences,
  startedFromServerRender,
  usePreferences,
} from './app/preferences';
import { prepareFieldErrors } from './app/forms';
import { embeddedFormPost } from './app/formPost';
import { createQueryClient, embeddedReads, prefetchForPath, seedReads } from './app/queries';
import './styles/global.css';

// The language and theme on the document before the app renders: a page the server rendered
// starts in those it was rendered in (the saved ones are read once it is interactive, see
// settlePreferences); any other page in the saved ones.
const { language, theme } = usePreferences.getState();
applyToDocument(language, theme);

const client = createQueryClient();
seedReads(client, embeddedReads());
prefetchForPath(client, pathLanguage(window.location.pathname).path);

// Only the page's language's catalog is loaded (the server preloads it with the app); a change of
// language waits for the other's (the toggle fetches it on hover and focus).
setLanguagePreparer(catalogReady);

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// A page the server rendered is hydrated; otherwise (no server render) the site renders afresh.
// Both are transitions: React works in slices and lets the browser breathe in between, instead
// of holding the main thread for the whole tree.
const hydrating = startedFromServerRender && container.firstChild !== null;
function start() {
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // A hydrated page settles its preferences once interactive (App's `Interactive`).
  if (!hydrating) settlePreferences();
}
// The text the page is rendered in comes first (asked for twice; without it, as without the app's
// own chunks, a server-rendered page stays as the server sent it). A page answering a form's plain
// post shows the fields' problems, which the form localizes as the server did: with what that takes.
const posted = embeddedFormPost();
Promise.all([
  loadCatalog(language).catch(() => loadCatalog(language)),
  posted?.issues.length ? prepareFieldErrors() : undefined,
]).then(start, (error: unknown) => {
  // eslint-disable-next-line no-console -- failures are logged on purpose
  console.error(error);
});
