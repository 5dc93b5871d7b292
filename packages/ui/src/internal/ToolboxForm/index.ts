// Internal parts shared by the toolbox panels; not exported from the package.

export { shownResult } from './shownResult';
export { toolboxFormMessages } from './ToolboxForm.messages';
export { ToolboxFormResult, type ToolboxFormResultProps, type ToolboxPanelProps } from './ToolboxFormResult';
export { ToolboxFormSequence, type ToolboxFormSequenceProps } from './ToolboxFormSequence';
export { ToolboxFormTableScroll } from './ToolboxFormTableScroll';
export {
  firstErrorByField,
  formatParams,
  formatToolboxError,
  parseNumberInput,
  type ToolboxNumberInput,
  toolboxErrorMessages,
} from './toolboxFormErrors';
export { useToolboxFormTouched } from './useToolboxFormTouched';
