import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './vite-plugins/precompiledMessages';

export default defineConfig({
  // Catalog parts as in the app (messages stay strings outside builds).
  plugins: [react(), precompiledMessages()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    // entry.server renders documents with Node streams and Web Responses; component tests opt into jsdom.
    environment: 'node',
    // Components render in either language without awaiting its catalog first.
    setupFiles: ['src/test/loadCatalogs.ts'],
  },
});
