export {
  ApiError,
  type Download,
  type ErrorInfo,
  isAnswered,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  type RequestOptions,
  requestFile,
  requestJson,
  serverMessageOr,
  type Wording,
} from './http-client';
export { queryClientDefaults } from './query-defaults';
export { isResizeObserverLoop, suppressResizeObserverLoop } from './resize-observer';
export { useOnClient } from './use-on-client';
export { afterFirstContentfulPaint, runInSteps, yieldToMain } from './yield-to-main';
