import '@fontsource/roboto-condensed/400.css';
import '@fontsource/roboto-condensed/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main className="placeholder">
      <h1>Scan the QR code on your table to order</h1>
      <p>
        Tableside's guest app opens from the code on your table. Ask a member of staff if you cannot
        find it.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
