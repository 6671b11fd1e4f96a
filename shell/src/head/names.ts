/**
 * The window's names the head's inline scripts share with the shell's script. Apart, in a file that
 * imports nothing: whatever a head script imports is in every page's head.
 */
/** The early-tap recorder's handover: its taps, in order; it stops recording then. */
export const INLINE_RECORDER = '__weddingEarlyTaps';
/** Whether the page's preloads are in force, and whether they named the remote's files. */
export const PAGE_PRELOADS_STARTED = '__weddingPagePreloads';
