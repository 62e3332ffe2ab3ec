import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyToDocument, usePreferences } from './app/preferences';
import './styles/global.css';

// Restore the saved language and theme before the first paint.
const { language, theme } = usePreferences.getState();
applyToDocument(language, theme);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
