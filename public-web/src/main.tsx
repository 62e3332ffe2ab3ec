import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyToDocument, usePreferences } from './app/preferences';
import './styles/global.css';

// No compiled zod parsers, set before any schema is built: zod would probe `new Function` for
// them, which the site's CSP (no 'unsafe-eval') refuses and the browser reports as a violation.
// Zod 4 keeps its global config (`z.config()`) in this global; seeding it here keeps zod itself
// out of the first load.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Restore the saved language and theme before the first paint.
const { language, theme } = usePreferences.getState();
applyToDocument(language, theme);

// The first render is a transition: React renders it in slices and lets the browser breathe in
// between, instead of holding the main thread for the whole tree.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
