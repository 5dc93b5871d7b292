export type { TextareaProps } from './Textarea';
export { Textarea } from './Textarea';
