/**
 * The dashboard's meals card: the people the confirmed parties named, per dish of the hosts' menu (in its
 * order, in the admin's language), without a meal, children, per dietary need, and the confirmed parties
 * still missing names or meals. Everyone once (party-counts.ts). When the hosts ask for no meal it says
 * nothing of meals: the people named, children, dietary needs, and the parties still missing names.
 */
import { DIETARY_NEED_LABELS, type MealsFact, weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { NavButton } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { colors, media } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { useAdminLocale } from '../../../lib/i18n/admin-locale';
import { msg, useT } from '../../../lib/i18n/use-t';
import type { PartyCounts } from '../party-counts';

const Lists = styled.div`
  display: grid;
  gap: 0 2rem;
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Counts = styled.dl`
  margin: 0.75rem 0 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.4rem 0.25rem;
    border-bottom: 1px solid ${colors.border};
  }
  > div:last-child {
    border-bottom: none;
  }
  dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Missing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem;
  margin-top: 0.9rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.border};
`;

/** The card's words, for a menu the guests choose from or none asked. */
const WORDS = {
  asked: {
    title: msg('Meals and dietary needs'),
    list: msg('People per meal'),
    complete: msg('Every confirmed guest has named everyone coming, each with a meal.'),
    missing: msg(
      '{count, plural, one {# confirmed guest is} other {# confirmed guests are}} missing names or meals.',
    ),
  },
  notAsked: {
    title: msg('Guests and dietary needs'),
    list: msg('Children among the people named'),
    complete: msg('Every confirmed guest has named everyone coming.'),
    missing: msg('{count, plural, one {# confirmed guest is} other {# confirmed guests are}} missing names.'),
  },
} as const;

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  );
}

export function MealsCard({
  counts,
  meals = weddingFacts.meals,
}: {
  counts: PartyCounts;
  meals?: MealsFact;
}) {
  const t = useT();
  const locale = useAdminLocale();
  const labelOf = (id: string) => meals.options.find((option) => option.id === id)?.label[locale] ?? id;
  const needs = counts.perNeed.filter((entry) => entry.people > 0);
  const words = meals.asked ? WORDS.asked : WORDS.notAsked;
  return (
    <Card aria-labelledby="meals-card-title">
      <CardTitle id="meals-card-title">{t(words.title)}</CardTitle>
      {counts.people === 0 ? (
        <CardText>{t('No one has been named yet: guests name who is coming after they confirm.')}</CardText>
      ) : (
        <>
          <CardText>
            {t('{count, plural, one {# person named} other {# people named}} by the confirmed guests.', {
              count: counts.people,
            })}
          </CardText>
          <Lists>
            <Counts aria-label={t(words.list)}>
              {meals.asked
                ? counts.perMeal.map((entry) => (
                    <Row key={entry.id} label={labelOf(entry.id)} value={entry.people} />
                  ))
                : null}
              {meals.asked ? <Row label={t('Named without a meal')} value={counts.withoutMeal} /> : null}
              <Row label={t('Children among them')} value={counts.children} />
            </Counts>
            <Counts aria-label={t('Dietary needs of the people named')}>
              {needs.length === 0 ? (
                <div>
                  <dt>{t('No dietary needs')}</dt>
                  <dd>{formatNumber(0)}</dd>
                </div>
              ) : (
                needs.map((entry) => (
                  <Row
                    key={entry.need}
                    label={DIETARY_NEED_LABELS[entry.need][locale]}
                    value={entry.people}
                  />
                ))
              )}
            </Counts>
          </Lists>
        </>
      )}
      {counts.people === 0 && counts.detailsMissing === 0 ? null : (
        <Missing>
          <CardText>
            {counts.detailsMissing === 0
              ? t(words.complete)
              : t(words.missing, { count: counts.detailsMissing })}
          </CardText>
          {counts.detailsMissing > 0 ? (
            <NavButton to="/admin/reminders?kind=details-missing">{t('Send Reminders')}</NavButton>
          ) : null}
        </Missing>
      )}
    </Card>
  );
}
