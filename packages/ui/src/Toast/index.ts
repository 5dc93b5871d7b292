export type { ToastProps, ToastTone } from './Toast';
export { Toast } from './Toast';
export type { ToastApi, ToastOptions, ToastPlacement, ToastProviderProps } from './ToastProvider';
export { ToastProvider, useToast } from './ToastProvider';
