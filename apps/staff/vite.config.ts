import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

export default defineConfig({
  base: '/staff/',
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: {
      '/v1': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
