import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * What makes a guest's form usable before the live page runs (every public page arrives prerendered, so
 * on a slow phone the form is on screen seconds before its script). Marked `data-early-form`, the
 * shell keeps what is typed in it and holds a press on its button until the page is live, then gives
 * the text back to the live form and makes the submission (shell/src/early-taps.ts). `method="post"`
 * is for the moment before even the shell's first script has run: the browser's own submission then
 * carries nothing in the address (the fields have no names) and the gateway answers it with the page.
 */
export const EARLY_FORM = { method: 'post', 'data-early-form': '' } as const;

/**
 * A form's fields and buttons, laid out as if the group were not there (`display: contents`), usable
 * from the first paint (EARLY_FORM). `onFocus` hears the focus entering any of its fields (a form's
 * checks load then: `prefetchChecks`).
 */
export function FormFields({ children, onFocus }: { children: ReactNode; onFocus?: () => void }) {
  return <Fieldset onFocus={onFocus}>{children}</Fieldset>;
}

const Fieldset = styled.fieldset`
  display: contents;
`;
