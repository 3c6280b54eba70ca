import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { applyAppearance, loadAppearance } from './app/appearance.js';
import './styles/app.css';

// The chosen table colour and card back, before the first paint.
applyAppearance(loadAppearance());

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
