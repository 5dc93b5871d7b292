export {
  FragmentMassPanel,
  type FragmentMassPanelMode,
  type FragmentMassPanelProps,
} from './FragmentMassPanel';
export {
  type FragmentMassPanelValue,
  fragmentMassDefaultValue,
  toFragmentMassInput,
} from './fragmentMassPanelValue';
