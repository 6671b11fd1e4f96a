// The users table shows a stored phone the one admin way (international format).
import { render, screen, within } from '@testing-library/react';
import type { AdminUser } from '@wedding/shared-contracts';
import { UsersTable } from './users-table';

const at = '2025-06-01T12:00:00.000Z';
const user = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: id.toString(16).padStart(24, '0'),
  username: `user${id}`,
  phoneNumber: null,
  adminRole: 'moderator',
  isActive: true,
  lastLoginAt: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  lastFailedLoginAt: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

function renderTable(users: AdminUser[]) {
  render(<UsersTable users={users} onEdit={() => {}} onDeactivate={() => {}} />);
}

const usernameCell = (username: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${username}`) });

describe('users table: phone numbers', () => {
  it('shows a stored E.164 phone in international format under the username', () => {
    renderTable([user(1, { username: 'maria', phoneNumber: '+18095552033' })]);
    const cell = usernameCell('maria');
    expect(within(cell).getByText('+1 809 555 2033')).toBeInTheDocument();
    expect(cell).not.toHaveTextContent('+18095552033');
  });

  it('shows a phone that is not E.164 as stored, and nothing without a phone', () => {
    renderTable([user(1, { username: 'legacy', phoneNumber: '809-555' }), user(2, { username: 'nophone' })]);
    expect(within(usernameCell('legacy')).getByText('809-555')).toBeInTheDocument();
    expect(usernameCell('nophone')).toHaveTextContent(/^nophone$/);
  });
});
