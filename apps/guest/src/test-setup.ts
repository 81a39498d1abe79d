import { afterAll } from 'vitest';
import { EN_APP } from './lib/i18n/en-app';
import { registerEnglish } from './lib/i18n/locale-store';

// Component tests render pages without the routed app's chunk, which brings their English.
registerEnglish(EN_APP);

// Preact runs effects after the next frame, or after a 35 ms timer when no frame comes; that
// timer then calls cancelAnimationFrame. Left pending when a file ends, it fires after jsdom
// is gone and throws there (decision 0035), so each file waits for it.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
