import {
  DIETARY_NEED_LABELS,
  DIETARY_NEEDS,
  type DietaryNeed,
  PARTY_LIMITS,
  weddingFacts,
} from '@wedding/shared-contracts';
import { useState } from 'react';
import { useLocale } from '../i18n/locale-store';
import { useT } from '../i18n/use-t';
import type { PartyMessageId } from './messages';
import { mealChoices, type PartyRow, type RowField, withChild } from './party-rows';
import { ErrorText, Needs, Person, Row } from './party-styles';

export interface PersonFieldsProps {
  /** The row's id prefix (unique on the page). */
  id: string;
  index: number;
  row: PartyRow;
  problems: Partial<Record<RowField, string>>;
  onChange: (next: (row: PartyRow) => PartyRow) => void;
}

/** The needs ticked after `need` was ticked or unticked, in the list's order. */
const toggled = (needs: readonly DietaryNeed[], need: DietaryNeed, on: boolean): DietaryNeed[] =>
  on
    ? DIETARY_NEEDS.filter((each) => each === need || needs.includes(each))
    : needs.filter((each) => each !== need);

/** A field's error, named by the field (aria-describedby) and marked on it (aria-invalid). */
const errorProps = (problem: string | undefined, errorId: string) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

/**
 * One person of the party: the name, whether a child (never the first person, the one invited), a meal
 * when the hosts ask for one, and dietary needs folded away until ticked.
 */
export function PersonFields({ id, index, row, problems, onChange }: PersonFieldsProps) {
  const t = useT<PartyMessageId>();
  const language = useLocale();
  const meals = weddingFacts.meals;
  const [needsOpen, setNeedsOpen] = useState(row.dietary.length > 0 || Boolean(row.dietaryNote));
  return (
    <Person data-testid={`party-person-${index + 1}`}>
      <legend>{t('party.person', { number: index + 1 })}</legend>
      <Row>
        <label htmlFor={`${id}-name`}>{t('party.name')}</label>
        <input
          id={`${id}-name`}
          value={row.name}
          maxLength={PARTY_LIMITS.name}
          autoComplete="off"
          {...errorProps(problems.name, `${id}-name-error`)}
          onChange={(event) => onChange((r) => ({ ...r, name: event.target.value }))}
          data-testid="party-name"
        />
        {problems.name && <ErrorText id={`${id}-name-error`}>{problems.name}</ErrorText>}
      </Row>
      {index > 0 && (
        <label className="check">
          <input
            type="checkbox"
            checked={row.child}
            {...errorProps(problems.child, `${id}-child-error`)}
            onChange={(event) => onChange((r) => withChild(r, event.target.checked, meals))}
            data-testid="party-child"
          />
          {t('party.child')}
        </label>
      )}
      {problems.child && <ErrorText id={`${id}-child-error`}>{problems.child}</ErrorText>}
      {meals.asked && (
        <Row>
          <label htmlFor={`${id}-meal`}>{t('party.meal')}</label>
          <select
            id={`${id}-meal`}
            value={row.meal}
            {...errorProps(problems.meal, `${id}-meal-error`)}
            onChange={(event) => onChange((r) => ({ ...r, meal: event.target.value }))}
            data-testid="party-meal"
          >
            <option value="">{t('party.mealNone')}</option>
            {mealChoices(meals, row.child).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label[language]}
              </option>
            ))}
          </select>
          {problems.meal && <ErrorText id={`${id}-meal-error`}>{problems.meal}</ErrorText>}
        </Row>
      )}
      {/* the guest opens and closes it; only a problem inside opens it by itself */}
      <Needs
        open={needsOpen || Boolean(problems.dietaryNote || problems.dietary)}
        onToggle={(event) => setNeedsOpen(event.currentTarget.open)}
      >
        <summary>{t('party.dietary')}</summary>
        <fieldset aria-label={t('party.dietary')}>
          {DIETARY_NEEDS.map((need) => (
            <label key={need} className="check">
              <input
                type="checkbox"
                checked={row.dietary.includes(need)}
                onChange={(event) =>
                  onChange((r) => ({ ...r, dietary: toggled(r.dietary, need, event.target.checked) }))
                }
                data-testid={`party-need-${need}`}
              />
              {DIETARY_NEED_LABELS[need][language]}
            </label>
          ))}
        </fieldset>
        <Row>
          <label htmlFor={`${id}-note`}>{t('party.note')}</label>
          <input
            id={`${id}-note`}
            value={row.dietaryNote}
            maxLength={PARTY_LIMITS.dietaryNote}
            {...errorProps(problems.dietaryNote, `${id}-note-error`)}
            onChange={(event) => onChange((r) => ({ ...r, dietaryNote: event.target.value }))}
            data-testid="party-note"
          />
          {problems.dietaryNote && <ErrorText id={`${id}-note-error`}>{problems.dietaryNote}</ErrorText>}
        </Row>
      </Needs>
    </Person>
  );
}
