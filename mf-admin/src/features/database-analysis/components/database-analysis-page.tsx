/**
 * /admin/database-analysis (spec §2: not protected, loaded on demand, content not shown). A chunk of its
 * own that holds no data: everything it shows comes from a protected API call, so an anonymous visitor
 * only ever sees the Authentication Required state, and a moderator (the counts are for admins and
 * super admins, ADMIN_ROUTE_ACCESS) the Access Denied state.
 */
import type { DatabaseAnalysisResponse } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, NavButton } from '../../../components/button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { AdminPage } from '../../../components/page-layout';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState, LoadingState } from '../../../components/state-panel';
import { colors } from '../../../components/theme';
import { isForbidden, isUnauthorized } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useDatabaseAnalysis } from '../api/database-analysis-api';

type CollectionRow = DatabaseAnalysisResponse['collections'][number];

const columns: DataColumn<CollectionRow>[] = [
  { id: 'name', header: msg('Collection'), isRowHeader: true, render: (row) => <code>{row.name}</code> },
  {
    id: 'documents',
    header: msg('Documents'),
    align: 'end',
    render: (row) => formatNumber(row.documents),
  },
];

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

export default function DatabaseAnalysisPage() {
  const t = useT();
  const analysis = useDatabaseAnalysis();

  let body: ReactNode;
  if (analysis.isPending) {
    body = <LoadingState label={t('Loading database analysis...')} />;
  } else if (analysis.isError && isUnauthorized(analysis.error)) {
    body = (
      <ErrorState
        title={t('Authentication Required')}
        description={t('Please log in to access the database analysis')}
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              {t('Go to Login')}
            </NavButton>
            <Button onPress={() => void analysis.refetch()}>{t('Retry')}</Button>
          </>
        }
      />
    );
  } else if (analysis.isError && isForbidden(analysis.error)) {
    body = (
      <ErrorState
        title={t('Access Denied')}
        description={t('Only Admins and Super Admins can see the database analysis')}
        actions={
          <NavButton variant="primary" to="/admin/dashboard">
            {t('Back to Dashboard')}
          </NavButton>
        }
      />
    );
  } else if (analysis.isError) {
    body = (
      <ErrorState
        title={t('Failed to load database analysis')}
        description={analysis.error.message}
        actions={<Button onPress={() => void analysis.refetch()}>{t('Retry')}</Button>}
      />
    );
  } else {
    const total = analysis.data.collections.reduce((sum, row) => sum + row.documents, 0);
    body = (
      <>
        <StatGrid $columns={2}>
          <StatCard label={t('Collections')} value={analysis.data.collections.length} />
          <StatCard label={t('Documents')} value={formatNumber(total)} tone="info" />
        </StatGrid>
        <DataTable
          label={t('Documents per collection')}
          columns={columns}
          rows={analysis.data.collections}
          rowId={(row) => row.name}
          emptyState={t('No collections found')}
        />
        <Note>Counted {formatDateTime(analysis.data.generatedAt)}.</Note>
      </>
    );
  }

  return (
    <AdminPage
      title={t('Database Analysis')}
      subtitle={t('How many records each part of the site holds')}
      back={analysis.isError ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
    >
      {body}
    </AdminPage>
  );
}
