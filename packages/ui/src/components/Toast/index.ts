export { Toast, ToastProvider } from './Toast';
export type { ToastProps, ToastProviderProps, ToastType } from './Toast';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions } from './useToast';
