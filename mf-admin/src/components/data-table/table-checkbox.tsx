/**
 * A table's checkbox: a native one (light with a page of rows, and ticked by browser automation as people
 * tick it), its 20 px box in a 44 px target (the label around it) that overlaps the cell's padding, so the
 * row keeps its height. "–" (indeterminate) when some of the rows are ticked.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { colors, TAP_PX } from '../theme';

const Target = styled.label`
  display: inline-grid;
  place-items: center;
  width: ${TAP_PX}px;
  height: ${TAP_PX}px;
  margin: -0.7rem 0;
  vertical-align: middle;
  cursor: pointer;
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export function TableCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  /** The checkbox's name for screen readers. */
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange(checked: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Target>
      <Box
        ref={ref}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
      />
    </Target>
  );
}
