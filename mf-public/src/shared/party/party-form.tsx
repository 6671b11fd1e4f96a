/**
 * "Who's coming": one row per confirmed person (a name, a child or not, a meal from the hosts' menu,
 * dietary needs), saved when the guest presses the button, as much as is filled in: the rest can be given
 * later. After a save the answer is read back ("You confirmed 3: Ana (fish), …"). Native fields (a select
 * and check boxes), so every phone shows its own picker. Loaded after the guest confirmed (lazy-party.tsx).
 */
import { type PartyMember, partyEcho, partyWithin, weddingFacts } from '@wedding/shared-contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocale } from '../i18n/locale-store';
import { useT } from '../i18n/use-t';
import type { PartyMessageId } from './messages';
import { checkRows, type PartyCheck, type PartyRow, startingRows } from './party-rows';
import { Actions, Echo, Form, SaveButton, Status } from './party-styles';
import { PersonFields } from './person-fields';
import { type PartySaveProblem, partyProblemMessageId, partySaveProblem } from './save-problem';

export interface PartyFormProps {
  /** The people confirmed: one row each. */
  people: number;
  /** The party given so far. */
  party: readonly PartyMember[];
  /** The invitation's name: the first row's, until someone is named. */
  leadName: string;
  /** Stores the party; resolves with it as stored. */
  save: (party: PartyMember[]) => Promise<PartyMember[]>;
  /** People chosen but not stored yet (their save failed): the rows start from them, `party` is read back. */
  draft?: readonly PartyMember[];
}

type Saving = 'idle' | 'saving' | 'saved' | PartySaveProblem;
type Problems = Extract<PartyCheck, { ok: false }> | null;

export default function PartyForm({ people, party, leadName, save, draft }: PartyFormProps) {
  const t = useT<PartyMessageId>();
  const language = useLocale();
  const meals = weddingFacts.meals;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const [rows, setRows] = useState(() => startingRows(draft ?? party, people, leadName, meals));
  const [problems, setProblems] = useState<Problems>(null);
  const [saving, setSaving] = useState<Saving>('idle');
  const [given, setGiven] = useState(() => partyWithin(party, people));

  const change = (index: number, next: (row: PartyRow) => PartyRow) => {
    setRows((all) => all.map((row, at) => (at === index ? next(row) : row)));
    if (saving === 'saved') setSaving('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving === 'saving') return;
    const check = checkRows(rows, meals, language);
    if (!check.ok) {
      setProblems(check);
      // the first field to mend, once the messages are on screen; else the line that says what is wrong
      requestAnimationFrame(() =>
        (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? statusLine.current)?.focus(),
      );
      return;
    }
    setProblems(null);
    setSaving('saving');
    try {
      setGiven(await save(check.party));
      setSaving('saved');
    } catch (error) {
      setSaving(partySaveProblem(error));
    }
  };

  const failed = saving === 'failed' || saving === 'limited' || saving === 'changed';
  const status =
    saving === 'saved'
      ? t('party.saved')
      : failed
        ? t(partyProblemMessageId(saving))
        : problems
          ? (problems.party ?? t('party.fix'))
          : '';

  return (
    <Form ref={form} onSubmit={submit} noValidate data-testid="party-form" aria-busy={saving === 'saving'}>
      {rows.map((row, index) => (
        <PersonFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place in the party (person 1, 2, …)
          key={index}
          id={`${id}-${index}`}
          index={index}
          row={row}
          problems={problems?.rows[index] ?? {}}
          onChange={(next) => change(index, next)}
        />
      ))}
      <Actions>
        <SaveButton type="submit" aria-disabled={saving === 'saving'} data-testid="party-save">
          {t(saving === 'saving' ? 'party.saving' : 'party.save')}
        </SaveButton>
        <Status ref={statusLine} tabIndex={-1} role="status" $problem={failed || problems !== null}>
          {status}
        </Status>
      </Actions>
      {given.length > 0 && <Echo data-testid="party-echo">{partyEcho(given, people, meals, language)}</Echo>}
    </Form>
  );
}

/** The party as given, read back (the lookup's answer on the confirm step). */
export function PartyEchoLine({ party, people }: { party: readonly PartyMember[]; people: number }) {
  const language = useLocale();
  return <Echo data-testid="party-echo">{partyEcho(party, people, weddingFacts.meals, language)}</Echo>;
}
