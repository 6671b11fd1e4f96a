import { createRoot } from 'react-dom/client';

// The baseline: a bare React 19 page rendering one heading, built and served like ours.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <main id="hero">
      <h1>Sofía &amp; Mateo</h1>
    </main>,
  );
}
