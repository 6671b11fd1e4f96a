/**
 * The parts of the import results dialog: each section of rows as a heading and a list as long as it is (the
 * dialog scrolls, not a small box inside it), each row's number first; "Copy results"
 * and "Download results" (the same plain text); the buttons' bar, kept in view at the dialog's bottom.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { DialogActions } from './dialog';
import { type ResultsSection, rowLead, type Tone } from './import-results-text';
import { save } from './menus';
import { colors, media, radii } from './theme';

export const TONE_BACKGROUND = {
  danger: colors.dangerSoft,
  warning: colors.warningSoft,
  info: colors.surfaceMuted,
};
export const TONE_TEXT = { danger: colors.danger, warning: colors.warning, info: colors.text };

export const SubTitle = styled.h3`
  margin: 0.75rem 0 0.3rem;
  font-size: 0.95rem;
`;

const Rows = styled.ul<{ $tone: Tone }>`
  list-style: none;
  margin: 0.4rem 0 1rem;
  padding: 0;
  border-left: 4px solid ${({ $tone }) => TONE_TEXT[$tone]};
  border-radius: ${radii.md};
  background: ${({ $tone }) => TONE_BACKGROUND[$tone]};
  color: ${({ $tone }) => TONE_TEXT[$tone]};
  font-size: 0.9rem;
  line-height: 1.45;
  li {
    padding: 0.5rem 0.75rem;
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${colors.border};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** One row's text, its number ("Row 5:") in bold when it starts with one. */
function RowText({ text }: { text: string }) {
  const split = rowLead(text);
  if (!split) return <>{text}</>;
  return (
    <>
      <strong>{split.lead}</strong> {split.rest}
    </>
  );
}

function Section({ section }: { section: ResultsSection }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SubTitle id={id}>
        {section.title} ({section.rows.length})
      </SubTitle>
      <Rows $tone={section.tone} aria-labelledby={id}>
        {section.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat; their order is stable
          <li key={index}>
            <RowText text={row} />
          </li>
        ))}
      </Rows>
    </section>
  );
}

export function ResultSections({ sections }: { sections: readonly ResultsSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
    </>
  );
}

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.5rem;
  > button {
    flex: 1 1 10rem;
  }
  ${media.small} {
    > button {
      flex: 0 0 auto;
    }
  }
`;

const Status = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

type Done = 'copied' | 'refused' | 'saved';

/** "Copy results" and "Download results (.txt)": the same text, `text()` read when pressed. */
export function ResultsTools({ text, fileName }: { text(): string; fileName: string }) {
  const t = useT();
  const [done, setDone] = useState<Done | null>(null);
  const copy = async () => {
    try {
      // no Clipboard API (a plain http address) or the browser refused: say what to do instead
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text());
      setDone('copied');
    } catch {
      setDone('refused');
    }
  };
  const download = () => {
    save(new Blob([text()], { type: 'text/plain;charset=utf-8' }), fileName);
    setDone('saved');
  };
  const said = {
    copied: t('Results copied: paste them where you need them.'),
    refused: t(
      'This browser did not let the page copy. Use "Download results (.txt)" instead, or select the text of the lists and copy it.',
    ),
    saved: t('Saved as {name}.', { name: fileName }),
  };
  return (
    <Tools>
      <Button onPress={() => void copy()}>{t('Copy results')}</Button>
      <Button onPress={download}>{t('Download results (.txt)')}</Button>
      <Status role="status">{done ? said[done] : ''}</Status>
    </Tools>
  );
}

/** The dialog's buttons, kept in view at its bottom while the lists scroll under them. */
export const StickyActions = styled(DialogActions)`
  position: sticky;
  bottom: 0;
  margin: 1rem -1.25rem -1.25rem;
  padding: 0.75rem 1.25rem calc(0.75rem + env(safe-area-inset-bottom, 0px));
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  ${media.small} {
    margin: 1rem -1.6rem -1.4rem;
    padding: 0.9rem 1.6rem;
  }
`;

export const PreviewNote = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${radii.md};
  background: ${colors.infoSoft};
  color: ${colors.info};
`;
