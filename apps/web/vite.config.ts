import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

// The locale files are this app's own (public/resources); everything else under /resources
// (user guides, uploads) belongs to the API server.
const resourcesProxy: ProxyOptions = {
  target: API_ORIGIN,
  bypass: (req) => (req.url?.startsWith('/resources/locale-') ? req.url : undefined),
};

const proxy: Record<string, ProxyOptions> = {
  '/partners/api': { target: API_ORIGIN },
  '/resources': resourcesProxy,
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    // WEB_DIST lets several builds live side by side (the server reads the same variable).
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Charts, grids and pickers only load with the screens that use them, not on the login page.
          const muiX = /node_modules\/@mui\/(x-[a-z-]+)\//.exec(id);
          if (muiX) return muiX[1];
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
