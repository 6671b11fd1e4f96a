/**
 * One person of a party in the guest dialogs (party-editor.tsx): name, child (never the one invited),
 * meal from the hosts' menu in the admin's language, dietary needs and their note, and Remove.
 */
import {
  DIETARY_NEED_LABELS,
  DIETARY_NEEDS,
  type DietaryNeed,
  PARTY_LIMITS,
  weddingFacts,
} from '@wedding/shared-contracts';
import { CheckboxGroup, Label } from 'react-aria-components';
import styled from 'styled-components';
import { useAdminLocale } from '../../lib/i18n/admin-locale';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../button';
import { SelectBox } from '../select-box';
import { SelectField } from '../select-field';
import { SwitchField } from '../switch-field';
import { TextField } from '../text-field';
import { colors, radii } from '../theme';
import { NO_MEAL, type PartyRow } from './party-values';

const Person = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  min-width: 0;
  margin: 0;
  padding: 0.8rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  legend {
    padding: 0 0.3rem;
    font-weight: 600;
  }
`;

const Needs = styled(CheckboxGroup)`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.8rem;
  > span {
    flex-basis: 100%;
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

export interface PartyPersonProps {
  row: PartyRow;
  /** 0 for the one invited. */
  index: number;
  onChange(row: PartyRow): void;
  onRemove(): void;
  isDisabled: boolean;
}

export function PartyPerson({ row, index, onChange, onRemove, isDisabled }: PartyPersonProps) {
  const t = useT();
  const locale = useAdminLocale();
  const meals = weddingFacts.meals;
  const set = (change: Partial<PartyRow>) => onChange({ ...row, ...change });
  const dishes = meals.options.filter((option) => row.child || !option.childrenOnly);
  const childrenOnly = (id: string) =>
    meals.options.some((option) => option.id === id && option.childrenOnly);
  const number = index + 1;
  return (
    <Person>
      <legend>{row.name.trim() || t('Person {number}', { number })}</legend>
      <TextField
        label={t('Name')}
        value={row.name}
        onChange={(name) => set({ name })}
        isDisabled={isDisabled}
      />
      {index === 0 ? (
        <Muted>{t('The one invited (never a child)')}</Muted>
      ) : (
        <SwitchField
          isSelected={row.child}
          // a children's dish stays only with a child
          onChange={(child) => set({ child, ...(child || !childrenOnly(row.meal) ? {} : { meal: NO_MEAL }) })}
          isDisabled={isDisabled}
        >
          {t('Child')}
        </SwitchField>
      )}
      {meals.asked ? (
        <SelectField
          label={t('Meal')}
          value={dishes.some((dish) => dish.id === row.meal) ? row.meal : NO_MEAL}
          options={[
            { id: NO_MEAL, label: t('No meal chosen yet') },
            ...dishes.map((dish) => ({ id: dish.id, label: dish.label[locale] })),
          ]}
          onChange={(meal) => set({ meal })}
          isDisabled={isDisabled}
        />
      ) : null}
      <Needs
        value={row.dietary}
        onChange={(needs) => set({ dietary: DIETARY_NEEDS.filter((need) => needs.includes(need)) })}
        isDisabled={isDisabled}
      >
        <Label>{t('Dietary needs')}</Label>
        {DIETARY_NEEDS.map((need: DietaryNeed) => (
          <SelectBox key={need} value={need} label={DIETARY_NEED_LABELS[need][locale]} />
        ))}
      </Needs>
      <TextField
        label={t('Dietary note (optional, up to {max} characters)', { max: PARTY_LIMITS.dietaryNote })}
        value={row.dietaryNote}
        onChange={(dietaryNote) => set({ dietaryNote })}
        isDisabled={isDisabled}
      />
      <Button variant="dangerOutline" onPress={onRemove} isDisabled={isDisabled}>
        {t('Remove {name}', { name: row.name.trim() || t('Person {number}', { number }) })}
      </Button>
    </Person>
  );
}
