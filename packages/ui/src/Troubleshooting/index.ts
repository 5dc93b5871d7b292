export type { TroubleshootingProps, TroubleshootingTopic } from './Troubleshooting';
export { Troubleshooting, troubleshootingTopics } from './Troubleshooting';
