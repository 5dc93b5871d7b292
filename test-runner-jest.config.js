// Jest config for @storybook/test-runner: every story is rendered and its play function run in the system's
// Debian Chromium (never a downloaded browser), headless.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The runner's 15 s per story, doubled: on the 2-core CI machine a story that renders several panels and
  // takes its picture and axe's check (FragmentMassPanel's AllStates, 28.6 s for its file) once ran past it.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      },
    },
  },
};
