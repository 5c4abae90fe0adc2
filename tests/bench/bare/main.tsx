/**
 * The benches' yardstick: the smallest Vite + React page, built in the same run as the app,
 * so that the app's figures read as a ratio to what React alone costs on this machine.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function BarePage() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>React renders this paragraph and nothing else.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<StrictMode><BarePage /></StrictMode>);
