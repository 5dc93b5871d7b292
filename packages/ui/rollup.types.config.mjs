import { dts } from 'rollup-plugin-dts';

/** The workspace packages the UI imports (@storefront/site, /toolbox, /validation): source-only, unpublished. */
const workspacePackage = /^@storefront\/([\w-]+)$/;

/** Resolves a workspace package to the declarations tsc emitted for it (tsconfig.build.json), to be inlined. */
function workspaceDeclarations() {
  return {
    name: 'storefront-workspace-declarations',
    resolveId(source) {
      const name = workspacePackage.exec(source)?.[1];
      return name ? this.resolve(`./.types/${name}/src/index.d.ts`, undefined) : null;
    },
  };
}

// One declaration file per entry point (vite.config.ts `entries`): the UI's declarations and those of the
// workspace packages they import, bundled; what two entries share goes to one chunk under dist/types/ that
// both import, so `Button` from the root and from /primitives is one type. Every registry package (react,
// react-intl, xstate, …) stays an import, as it does in the JavaScript.
export default {
  input: {
    index: '.types/ui/src/index.d.ts',
    primitives: '.types/ui/src/primitives.d.ts',
    'machines/index': '.types/ui/src/machines/index.d.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: 'types/shared-[hash].d.ts',
  },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !workspacePackage.test(id),
  plugins: [workspaceDeclarations(), dts()],
};
