export { queryClientDefaults } from './query-defaults';
export { isResizeObserverLoop, suppressResizeObserverLoop } from './resize-observer';
