// The manifest a packed package ships (pnpm pack / publish): a consumer installs none of its devDependencies,
// and those of @storefront/ui name the workspace packages it bundles, which are source-only and unpublished;
// its scripts build from sources the tarball does not hold.
module.exports = {
  hooks: {
    beforePacking(manifest) {
      delete manifest.devDependencies;
      delete manifest.scripts;
      return manifest;
    },
  },
};
