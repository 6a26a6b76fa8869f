import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

// The contract's modules only declare schemas, paths and constants: marked free of side effects,
// the build keeps the ones a page uses instead of every schema of the API in the first script.
const contractTreeShaking: Plugin = {
  name: 'rlo-contract-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/contract/src/')) return undefined;
    return { code, map: null, moduleSideEffects: false };
  },
};

/** Text files worth compressing, and the size under which compression saves too little to bother. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside each text file of the
 * build, once: the server sends the copy the browser accepts (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function* files(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* files(full);
      else if (COMPRESSIBLE.test(entry.name)) yield full;
    }
  }
  return {
    name: 'rlo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public/ files are written.
    async closeBundle() {
      // A failed build may have written nothing.
      if (!existsSync(outDir)) return;
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if ((await stat(file)).size < COMPRESS_MIN_BYTES) continue;
        work.push(
          readFile(file).then(async (content) => {
            const [brotli, gzipped] = await Promise.all([
              br(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: 9 }),
            ]);
            if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
            if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}

export default defineConfig({
  plugins: [react(), contractTreeShaking, precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    // WEB_DIST lets several builds live side by side (the server reads the same variable).
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // React changes less often than the app: its own file stays cached across releases. The
        // rest, MUI included, is split by the screens that use it (one `mui` file made the sign-in
        // page load every component of every screen, and one file per MUI X package loaded all of
        // the pickers or charts for the first of them).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
