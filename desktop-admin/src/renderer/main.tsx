// First: no compiled zod parsers under the console's CSP (no 'unsafe-eval').
import '@vb/public-web/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vb/public-web/styles/global.css';
import { applyToDocument, usePreferences } from '@vb/public-web/preferences';
import { DesktopRoot } from './DesktopRoot';
import { createOpenRequests } from './desktopHost';

// Restore the saved language and theme before the first paint.
const { language, theme } = usePreferences.getState();
applyToDocument(language, theme);

const bridge = window.desktop;
if (!bridge) throw new Error('The desktop bridge is missing: this page runs inside the console');
// Heard from the start: a notification's click may come while the page is still loading.
const openRequests = createOpenRequests(bridge);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DesktopRoot bridge={bridge} openRequests={openRequests} />
  </StrictMode>,
);
