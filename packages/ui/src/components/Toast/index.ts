export { Toast, ToastProvider } from './Toast';
export type { ToastProps, ToastProviderProps } from './Toast';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions, ToastType } from './useToast';
