import '@fontsource/roboto-condensed/400.css';
import '@fontsource/roboto-condensed/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main className="placeholder">
      <h1>Tableside staff console</h1>
      <p>The console for running the floor arrives with the staff console issue.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
