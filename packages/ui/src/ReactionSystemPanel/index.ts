export {
  ReactionSystemPanel,
  type ReactionSystemPanelMode,
  type ReactionSystemPanelProps,
} from './ReactionSystemPanel';
export {
  type ReactionSystemPanelValue,
  reactionSystemDefaultValue,
  toReactionSystemInput,
} from './reactionSystemPanelValue';
