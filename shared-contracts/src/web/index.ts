export { queryClientDefaults } from './query-defaults';
export { isResizeObserverLoop, suppressResizeObserverLoop } from './resize-observer';
export { afterFirstContentfulPaint, runInSteps, yieldToMain } from './yield-to-main';
