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
