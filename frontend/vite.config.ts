import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Contracts hold class-validator DTOs written with legacy (TypeScript "experimental") decorators and design-type
 * metadata, the same classes the API validates with. Oxc, Vite's transformer, lowers them only when told so;
 * vite.config.spec.ts builds a decorated class with this config to prove it.
 */
const decoratorOptions = { legacy: true, emitDecoratorMetadata: true };

/**
 * Hashed text files under assets/ also as `.br` (quality 11) and `.gz` (level 9), written once at build time: the
 * api serves them as they are (@fastify/static preCompressed) instead of compressing each request at a lower
 * quality. Done after the files are written, so the twins hold exactly the final bytes (Vite still rewrites chunks
 * in generateBundle, e.g. the preload lists). Files under 1 KiB are not worth it.
 */
function precompressAssets(): Plugin {
  return {
    name: 'gc:precompress-assets',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(?:js|css|svg|json)$/.test(fileName)) continue;
        const source = readFileSync(join(dir, fileName));
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        writeFileSync(join(dir, `${fileName}.br`), brotli);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * /login is the front door: index.html also preloads the login route's chunk and what it imports, so they download
 * alongside the entry instead of after it has run (one round trip less before the form paints). Any page shares most
 * of that code (forms, inputs), and hashed files stay cached for a year.
 */
function preloadLoginRoute(): Plugin {
  return {
    name: 'gc:preload-login-route',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (!dir || manifestAsset?.type !== 'asset' || !existsSync(join(dir, 'index.html'))) return;
      const manifest = JSON.parse(String(manifestAsset.source)) as Record<string, { file: string; imports?: string[] }>;
      const login = Object.keys(manifest).find((key) => /(^|\/)login-page\.tsx$/.test(key));
      if (!login) return;
      const files = new Set<string>();
      const add = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(add);
      };
      add(login);
      const htmlPath = join(dir, 'index.html');
      const html = readFileSync(htmlPath, 'utf8');
      const links = [...files]
        .filter((file) => !html.includes(`"/${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      writeFileSync(htmlPath, html.replace('  </head>', `${links}  </head>`));
    },
  };
}

/**
 * app/theme.ts has neither CSS variables nor colour schemes, so MUI's createTheme and ThemeProvider always take their
 * plain branch; the other one (createThemeWithVars and CssVarsProvider: CSS variable generation, colour-scheme
 * storage, init script, ~6 KiB gzipped) is left out of the build, where it would sit in every page's first
 * download. A theme with `cssVariables` or `colorSchemes` would fail at start with this error instead.
 */
function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, { importer: RegExp; code: string }> = {
    './createThemeWithVars.mjs': {
      importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      code: 'default',
    },
    './ThemeProviderWithVars.mjs': {
      importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      code: 'CssVarsProvider',
    },
  };
  const prefix = '\0gc:mui-without-css-variables:';
  return {
    name: 'gc:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = stubs[source];
      return stub && stub.importer.test(importer ?? '') ? prefix + stub.code : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const fail = `function () { throw new Error("MUI CSS variables are left out of the build (vite.config.ts)"); }`;
      const name = id.slice(prefix.length);
      return name === 'default' ? `export default ${fail}` : `export const ${name} = ${fail}`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), muiWithoutCssVariables(), preloadLoginRoute(), precompressAssets()],
  oxc: { decorator: decoratorOptions },
  resolve: {
    alias: [
      { find: '@gc/contracts', replacement: fromHere('../contracts/src/index.ts') },
      // React Router's package exports name only its development build (dev warnings and checks); the production
      // build beside it is the same API without them.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // No modulepreload polyfill in the entry: browsers without <link rel="modulepreload"> (Safari before 17)
    // still run the app, they only fetch those chunks when imported instead of ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @gc/contracts is one barrel whose DTO modules run decorators at load: without this, importing a constant
      // from it (routes, base query) pulls every DTO, class-validator and class-transformer into the entry chunk.
      // Its modules have no other side effects, so a module nothing uses is left out.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) for withTheme, which nothing here
          // uses; it only defines a function, but declares no sideEffects, so it (and react-is 16) stayed in.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every chunk's file name for its preloads, and
        // those names are bytes every first visit downloads (the manifest still maps each chunk to its source).
        chunkFileNames: 'assets/[hash].js',
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Redux Toolkit without RTK Query (its own files), which /login does not load (app/store.ts)
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit|redux|react-redux|immer|reselect)[\\/.]/,
            },
            { name: 'rtk-query', test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/ },
          ],
        },
      },
    },
  },
  // The API serves the built app; in development the dev server forwards /api to it.
  server: { proxy: { '/api': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000' } },
}));
