import { useCallback, useEffect, useState } from 'react';

/** The current path and a way to change it: a tiny history-API router for a handful of screens. */
export function useRoute(): { path: string; search: URLSearchParams; navigate: (to: string) => void } {
  const [location, setLocation] = useState(() => ({ path: window.location.pathname, search: window.location.search }));

  useEffect(() => {
    const sync = () => setLocation({ path: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', sync);
    window.addEventListener('demo:navigate', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('demo:navigate', sync);
    };
  }, []);

  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new Event('demo:navigate'));
  }, []);

  return { path: location.path, search: new URLSearchParams(location.search), navigate };
}
