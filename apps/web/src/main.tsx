import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

// Translations first (one small file), so that no screen and no early toast shows raw keys.
// If the file cannot be loaded, i18next still resolves and the app starts.
void initI18n().finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
