// The page's preloads put in force at the first paint by the page itself: built into an inline script of
// index.html's head (scripts/mf/head-scripts.ts), it runs from the page's first bytes, while the shell's
// script is still on its way. Started by that script instead, every file the page needs before it is live
// waited for it: on slow 4G the page became live a round trip later.
import { afterFirstContentfulPaint } from '@wedding/shared-contracts/web';
import { pagePreloadsStarted } from '../page-preloads';

void afterFirstContentfulPaint().then(() => pagePreloadsStarted());
