// jest-image-snapshot ships no types, and @types/jest-image-snapshot would pull Jest's globals into the
// package's type check (next to Vitest's): the one export test-runner.ts uses.
declare module 'jest-image-snapshot' {
  export const toMatchImageSnapshot: (...args: unknown[]) => unknown;
}
