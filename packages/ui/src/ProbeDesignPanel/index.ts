export type { ToolboxNumberInput } from '../internal/ToolboxForm';
export { ProbeDesignPanel, type ProbeDesignPanelMode, type ProbeDesignPanelProps } from './ProbeDesignPanel';
export {
  type ProbeDesignPanelValue,
  probeDesignDefaultValue,
  toProbeDesignInput,
} from './probeDesignPanelValue';
