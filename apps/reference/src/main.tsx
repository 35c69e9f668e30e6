import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@carbonmarket/ui/fonts';
import { App } from './app/App';
import { getRuntimeConfig } from './app/platform';

// config.json is read once, in parallel with the first render; calls wait for it.
void getRuntimeConfig();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
