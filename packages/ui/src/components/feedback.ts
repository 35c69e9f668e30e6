// Public surface of the feedback components: every export is named here and re-exported by src/index.ts.
export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProps, ToastProviderProps, ToastType } from './Toast';
