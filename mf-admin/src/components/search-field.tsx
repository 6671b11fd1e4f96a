import { SearchField as AriaSearchField, Button } from 'react-aria-components';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { FieldInput, FieldLabel } from './form-field-styles';
import { colors, focusRing, radii, TAP_PX } from './theme';

const Field = styled(AriaSearchField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  .box {
    position: relative;
  }
  input {
    padding-right: 2.9rem;
  }
  input::-webkit-search-cancel-button,
  input::-webkit-search-decoration {
    -webkit-appearance: none;
  }
  &[data-empty] .clear {
    display: none;
  }
`;

const Clear = styled(Button)`
  position: absolute;
  top: 50%;
  right: 0;
  width: ${TAP_PX}px;
  height: ${TAP_PX}px;
  transform: translateY(-50%);
  border: none;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.textMuted};
  font-size: 1.2rem;
  line-height: 1;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}

/** A labelled search box with a clear button (Escape clears too). */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const t = useT();
  return (
    <Field value={value} onChange={onChange}>
      <FieldLabel>{label}</FieldLabel>
      <div className="box">
        <FieldInput placeholder={placeholder} />
        <Clear className="clear" aria-label={t('Clear search')}>
          ×
        </Clear>
      </div>
    </Field>
  );
}
