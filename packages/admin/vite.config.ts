import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiRules } from './api-rules.plugin';

// The service the dev server forwards the API to (npm run dev starts both; README "Dashboard").
const api = process.env.SHOP_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), apiRules()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 300 },
  server: {
    port: Number(process.env.DASHBOARD_DEV_PORT ?? 5173),
    proxy: { '/api2': api, '/media': api },
  },
});
