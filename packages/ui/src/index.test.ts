import { expect, test } from 'vitest';

// A changed snapshot means a changed public API: update it on purpose (vitest -u) and say so in the commit.
test('the package exports exactly this list', async () => {
  const exported = Object.keys(await import('./index')).sort();
  expect(exported).toMatchSnapshot();
});

// The subpaths are slices of the root, not forks: each name is the very value the root exports, so an app that
// mixes `@storefront/ui` and `@storefront/ui/primitives` imports gets one Button, one cartMachine.
test.each([
  ['primitives', () => import('./primitives')],
  ['machines', () => import('./machines')],
])('@storefront/ui/%s exports exactly this list, each the value of the root', async (_subpath, load) => {
  const root: Record<string, unknown> = await import('./index');
  const slice: Record<string, unknown> = await load();
  for (const [name, value] of Object.entries(slice)) expect(root[name], name).toBe(value);
  expect(Object.keys(slice).sort()).toMatchSnapshot();
});
