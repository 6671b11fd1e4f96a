/**
 * /admin/dashboard, the minimal version (spec §2 "Admin dashboard": title, subtitle and navigation). The
 * guest statistics come with the guest list.
 */
import styled from 'styled-components';
import { Button, NavButton } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { AdminPage } from '../../../components/page-layout';
import { colors } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { ROLE_LABELS } from '../../../lib/role-labels';

const Welcome = styled(Card)`
  border-left: 4px solid ${colors.primary};
`;

export function DashboardPage() {
  const { admin, logout } = useAdminSession();
  return (
    <AdminPage
      title="Wedding Admin Dashboard"
      subtitle="Manage your wedding guests, RSVPs, and planning details"
      actionsLabel="Dashboard navigation"
      actions={
        <>
          <NavButton to="/admin/guests">All Guests</NavButton>
          <NavButton to="/admin/phone-guests">Phone Guests</NavButton>
          <NavButton to="/admin/contacts">Contacts</NavButton>
          <NavButton to="/admin/users">Admin Users</NavButton>
          <Button variant="ghost" onPress={() => void logout()}>
            Logout
          </Button>
        </>
      }
    >
      {admin ? (
        <Welcome>
          <CardTitle>Welcome, {admin.username}</CardTitle>
          <CardText>You are signed in as {ROLE_LABELS[admin.adminRole]}.</CardText>
        </Welcome>
      ) : null}
    </AdminPage>
  );
}
