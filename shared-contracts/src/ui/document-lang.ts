import { useSyncExternalStore } from 'react';

/** The page's language as `<html lang>` says it (the public site keeps it in step with its toggle). */
function readLang(): string {
  return typeof document === 'undefined' ? 'es' : document.documentElement.lang || 'es';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/** Re-renders when `<html lang>` changes. */
export function useDocumentLang(): string {
  return useSyncExternalStore(subscribe, readLang, () => 'es');
}
