import { defineConfig } from 'vite';

/** Builds the package as one ES module; zod and decimal.js stay external dependencies. */
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    rollupOptions: { external: ['zod', 'decimal.js'] },
  },
});
