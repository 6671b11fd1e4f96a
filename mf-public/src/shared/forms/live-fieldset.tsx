import { useOnClient } from '@wedding/shared-contracts/web';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A form's fields and buttons, disabled until the live page runs. Every public page arrives prerendered,
 * so a guest on a slow phone sees the form a second or more before its script has arrived: typing then
 * would be lost to the live page's state (React keeps what is on screen but the form would send its own
 * empty values), and pressing the button would send the browser's own form submission (a reload with
 * the fields in the address). Disabled, nothing can be half-done; the form looks the same, and works as
 * soon as the page runs. Laid out as if it were not there (`display: contents`). `onFocus` hears the
 * focus entering any of its fields (a form's checks load then: `prefetchChecks`).
 */
export function LiveFieldset({ children, onFocus }: { children: ReactNode; onFocus?: () => void }) {
  const onClient = useOnClient();
  return (
    <Fieldset disabled={!onClient} onFocus={onFocus}>
      {children}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: contents;
`;
