import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiRules } from './api-rules.plugin';

// The service the dev server forwards the API to (npm run dev starts both; README "Dashboard").
const api = process.env.SHOP_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// The admin API refuses logins and writes from an origin other than PUBLIC_URL's; the dev server's pages come
// from another port, so the forwarded requests say they come from the service's own origin.
const origin = new URL(process.env.PUBLIC_URL ?? api).origin;
const forward = { target: api, headers: { origin } };

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), apiRules()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 300 },
  server: {
    port: Number(process.env.DASHBOARD_DEV_PORT ?? 5173),
    proxy: { '/api2': forward, '/media': forward },
  },
});
