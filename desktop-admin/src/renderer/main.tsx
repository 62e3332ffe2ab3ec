// First: no compiled zod parsers under the console's CSP (no 'unsafe-eval').
import '@vb/public-web/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vb/public-web/styles/global.css';
import { applyToDocument, usePreferences } from '@vb/public-web/preferences';
import { DesktopRoot } from './DesktopRoot';

// Restore the saved language and theme before the first paint.
const { language, theme } = usePreferences.getState();
applyToDocument(language, theme);

const bridge = window.desktop;
if (!bridge) throw new Error('The desktop bridge is missing: this page runs inside the console');

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DesktopRoot bridge={bridge} />
  </StrictMode>,
);
