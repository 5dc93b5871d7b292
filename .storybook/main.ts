import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the workspace: the design system's stories, with accessibility checks in the panel, a docs
 * page per component (autodocs, from the components' JSDoc) and the MDX pages of packages/ui/docs.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network calls from builds or CI.
  core: { disableTelemetry: true },
};

export default config;
