import { useEffect, useState } from 'react';
import { parseHash, type Route } from './route.js';

/** The current route, following the location's hash. */
export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => parseHash(window.location.hash));
  useEffect(() => {
    const update = (): void => {
      setRoute(parseHash(window.location.hash));
    };
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('hashchange', update);
    };
  }, []);
  return route;
}

/** Replaces the hash without adding a history entry or re-opening the page (used to record a new seed). */
export function replaceHash(hash: string): void {
  if (window.location.hash === hash) return;
  window.history.replaceState(window.history.state, '', hash);
}
