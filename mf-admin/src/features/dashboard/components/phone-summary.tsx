import styled from 'styled-components';
import { Card, CardText, CardTitle } from '../../../components/card';
import { colors, media } from '../../../components/theme';
import type { GuestStats } from '../../../lib/guest-stats';
import { useT } from '../../../lib/i18n/use-t';
import { HighlightNumber } from './highlight-number';

const Summary = styled(Card)`
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 0.75rem;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 0.45rem 0.25rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: none;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-top: 1rem;
  }
`;

const SummaryGrid = styled.div`
  display: grid;
  gap: 0 2rem;
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The Spanish summary of the phone guests (spec §2 "Confirmaciones por Teléfono"). */
export function PhoneSummary({ stats }: { stats: GuestStats }) {
  const t = useT();
  return (
    <Summary lang="es" aria-labelledby="summary-title">
      <CardTitle id="summary-title">{t('Confirmaciones por Teléfono')}</CardTitle>
      <CardText>{t('Resumen de los invitados por teléfono')}</CardText>
      <SummaryGrid>
        <table>
          <caption>{t('Totales')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('Total de invitados')}</th>
              <td>
                <HighlightNumber value={stats.total} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados confirmados')}</th>
              <td>
                <HighlightNumber value={stats.confirmed} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados que rechazaron')}</th>
              <td>
                <HighlightNumber value={stats.declined} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Invitados pendientes')}</th>
              <td>
                <HighlightNumber value={stats.pending} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Total de personas confirmadas')}</th>
              <td>
                <HighlightNumber value={stats.attending} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('Porcentaje de confirmados')}</th>
              <td>
                <HighlightNumber value={stats.confirmedPercentage} suffix="%" />
              </td>
            </tr>
          </tbody>
        </table>
        <table>
          <caption>{t('Por categoría')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Categoría')}</th>
              <th scope="col">{t('Confirmados / Invitados')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.byCategory.map((entry) => (
              <tr key={entry.category}>
                <th scope="row">{entry.category}</th>
                <td>
                  {entry.confirmed} / {entry.invitations}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </SummaryGrid>
    </Summary>
  );
}
