export type { IconProps, IconSize } from './Icon';
export { Icon } from './Icon';
export type { IconName } from './iconPaths';
export { iconNames } from './iconPaths';
