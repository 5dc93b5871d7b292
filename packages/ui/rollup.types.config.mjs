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

// One declaration file for the published package: the UI's declarations and those of the workspace packages
// they import, bundled; every registry package (react, react-intl, xstate, …) stays an import, as it does in
// dist/index.js.
export default {
  input: '.types/ui/src/index.d.ts',
  output: { file: 'dist/index.d.ts', format: 'es' },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !workspacePackage.test(id),
  plugins: [workspaceDeclarations(), dts()],
};
