import { expect, test } from 'vitest';

// A changed snapshot means a changed public API: update it on purpose (vitest -u) and say so in the commit.
test('the package exports exactly this list', async () => {
  const exported = Object.keys(await import('./index')).sort();
  expect(exported).toMatchSnapshot();
});
