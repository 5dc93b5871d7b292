export type { RichTextProps } from './RichText';
export { RichText } from './RichText';
