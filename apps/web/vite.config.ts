import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// One id per build. The app compares it with GET /asset-manifest.json to detect a stale tab (spec 000 §2, §7).
// PARLEY_BUILD_ID overrides it for reproducible builds.
const buildVersion =
  process.env.PARLEY_BUILD_ID ??
  `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(4).toString('hex')}`;

const ASSET_MANIFEST = 'asset-manifest.json';

/** Emits dist/asset-manifest.json at build and serves the same document from the dev server. */
function assetManifest(version: string): Plugin {
  const body = `${JSON.stringify({ version })}\n`;
  return {
    name: 'parley-asset-manifest',
    configureServer(server) {
      server.middlewares.use(`/${ASSET_MANIFEST}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ASSET_MANIFEST, source: body });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    assetManifest(buildVersion),
    // Pre-compressed copies (.br and .gz beside each file) that the server sends by Accept-Encoding
    // (apps/server/src/platform/http/web-app.ts): compressed once here, at the highest levels, rather
    // than on every request. A file that does not get smaller keeps no copy.
    compression({ include: /\.(js|css|svg|json|html)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  define: {
    __PARLEY_BUILD_VERSION__: JSON.stringify(buildVersion),
  },
  server: {
    port: 5173,
    proxy: {
      // SSE (/api/sse/…) goes through the same proxy; it streams as long as the server keeps it open.
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/conv': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // zod's schema builders have no side effects: a schema nothing uses is dropped like any unused
      // value. packages/core builds its schemas at module level beside plain helpers (reservation.ts:
      // the Reservation schema and textAttribute), and a page that takes only the helpers would
      // otherwise download zod (docs/web-performance.md).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The libraries every first page needs, in chunks of their own: they change far less often
        // than the app, so a deploy leaves them cached, and no single file passes Vite's 500 kB
        // warning. Only modules of the first download ('$initial') are grouped: a library that only
        // a lazy page uses stays in that page's chunk instead of being pulled to the front.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'vendor-mantine',
              test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
