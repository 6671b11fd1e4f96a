export { AppFrame, type AppRouter } from './app-frame';
export { contrastRatio } from './contrast';
export {
  currentToasts,
  dismissToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type Toast,
  type ToastInput,
  type ToastVariant,
  toast,
} from './toast-store';
export { Toaster, type ToasterProps } from './toaster';
export { focusRing, fontStacks, palette, SITE_FONTS_ELEMENT_ID, type SiteFontFace, TAP_PX } from './tokens';
