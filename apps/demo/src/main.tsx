import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import './styles/app.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// After the page has loaded, so that the first load's JavaScript and its network stay the app's own.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./pwa/register.js').then(({ registerServiceWorker }) => { registerServiceWorker(); });
  }, { once: true });
}
