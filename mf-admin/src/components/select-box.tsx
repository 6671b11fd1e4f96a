// The checkbox of the data table's phone cards (react-aria-components Checkbox): a 20 px box in a 44 px
// target, ticked, empty or "–" (some rows). The table's own rows use a native one (TableCheckbox).
import { Checkbox, type CheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { colors, focusRing } from './theme';

const Box = styled(Checkbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 44px;
  height: 44px;
  cursor: pointer;
  font-weight: 600;
  .box {
    display: grid;
    place-items: center;
    width: 20px;
    height: 20px;
    border: 2px solid ${colors.borderStrong};
    border-radius: 5px;
    background: ${colors.surface};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
    line-height: 1;
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${colors.primary};
    border-color: ${colors.primary};
  }
  &[data-focus-visible] .box {
    ${focusRing}
  }
`;

/** The box alone (its name from `aria-label`), or with a visible `label` beside it (its name then). */
export function SelectBox({
  className,
  label,
  ...props
}: Omit<CheckboxProps, 'children'> & { label?: string }) {
  return (
    <Box className={className} {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="box" aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? '✓' : ''}
          </span>
          {label ? <span>{label}</span> : null}
        </>
      )}
    </Box>
  );
}
