export { ListStates, type ListStatesProps } from './ListStates';
