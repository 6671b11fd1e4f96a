// Choose one file (react-aria-components FileTrigger) and show which one was chosen.
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { colors } from './theme';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  flex: 1 1 12rem;
  min-width: 0;
  max-width: 100%;
  > :first-child {
    flex: none;
  }
`;

const Name = styled.span<{ $empty: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $empty }) => ($empty ? colors.textMuted : colors.text)};
  font-weight: ${({ $empty }) => ($empty ? 400 : 600)};
`;

export interface FilePickerProps {
  label: string;
  accept: readonly string[];
  file: File | null;
  onChange(file: File | null): void;
  isDisabled?: boolean;
}

export function FilePicker({ label, accept, file, onChange, isDisabled }: FilePickerProps) {
  const t = useT();
  return (
    <Row>
      <FileTrigger acceptedFileTypes={[...accept]} onSelect={(files) => onChange(files?.[0] ?? null)}>
        <Button
          size="sm"
          isDisabled={isDisabled}
          aria-label={t('Choose file: {label} ({types})', {
            label: label.toLowerCase(),
            types: accept.join(', '),
          })}
        >
          {t('Choose file')}
        </Button>
      </FileTrigger>
      <Name $empty={!file} title={file?.name}>
        {file ? file.name : t('No file chosen ({types})', { types: accept.join(', ') })}
      </Name>
    </Row>
  );
}
