import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Contracts hold class-validator DTOs written with legacy (TypeScript "experimental") decorators and design-type
 * metadata, the same classes the API validates with. Oxc, Vite's transformer, lowers them only when told so;
 * vite.config.spec.ts builds a decorated class with this config to prove it.
 */
const decoratorOptions = { legacy: true, emitDecoratorMetadata: true };

export default defineConfig({
  plugins: [react()],
  oxc: { decorator: decoratorOptions },
  resolve: {
    alias: { '@gc/contracts': fromHere('../contracts/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
          ],
        },
      },
    },
  },
  // The API serves the built app; in development the dev server forwards /api to it.
  server: { proxy: { '/api': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000' } },
});
