export { queryClientDefaults } from './query-defaults';
export { isResizeObserverLoop, suppressResizeObserverLoop } from './resize-observer';
export { useOnClient } from './use-on-client';
export { afterFirstContentfulPaint, runInSteps, yieldToMain } from './yield-to-main';
