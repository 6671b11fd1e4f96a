// A failed party save is told the same way on every page: a changed answer (404, or a 409 saying it is not
// a yes) is not a connection problem, nor is too many tries; a busy record is one more try away.
import { INVITATION_MESSAGES, PHONE_MESSAGES, RSVP_PARTY_MESSAGES } from '@wedding/shared-contracts';
import { ApiError } from '@wedding/shared-contracts/web';
import { en, es } from './messages';
import { partyProblemMessageId, partySaveProblem } from './save-problem';

const refused = (status: number, serverMessage?: string) =>
  new ApiError(serverMessage ?? 'refused', status, '', serverMessage);

describe('a failed party save', () => {
  it('is a changed answer when the answer is gone (404) or no longer a yes (409), on each page', () => {
    expect(partySaveProblem(refused(404, RSVP_PARTY_MESSAGES.notFound))).toBe('changed');
    expect(partySaveProblem(refused(404, INVITATION_MESSAGES.codeInvalid))).toBe('changed');
    expect(partySaveProblem(refused(404))).toBe('changed');
    expect(partySaveProblem(refused(409, RSVP_PARTY_MESSAGES.notConfirmed))).toBe('changed');
    expect(partySaveProblem(refused(409, INVITATION_MESSAGES.partyNotConfirmed))).toBe('changed');
    expect(partySaveProblem(refused(409, PHONE_MESSAGES.partyNotConfirmed))).toBe('changed');
  });

  it('is one more try away when the record is busy (another 409), the server failed or could not be reached', () => {
    expect(partySaveProblem(refused(409, RSVP_PARTY_MESSAGES.busy))).toBe('failed');
    expect(partySaveProblem(refused(409))).toBe('failed');
    expect(partySaveProblem(refused(500))).toBe('failed');
    expect(partySaveProblem(refused(0))).toBe('failed');
    expect(partySaveProblem(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('is too many tries for a 429', () => {
    expect(partySaveProblem(refused(429, 'Too many requests'))).toBe('limited');
  });

  it('says a changed answer in both languages, asking to send it again and not to check the connection', () => {
    const id = partyProblemMessageId('changed');
    expect(es[id]).toContain('Tu respuesta cambió');
    expect(es[id]).toContain('envíala de nuevo');
    expect(en[id]).toContain('Your answer changed');
    expect(en[id]).toContain('send it again');
    expect(`${es[id]} ${en[id]}`).not.toMatch(/conexión|connection/);
    expect(partyProblemMessageId('failed')).toBe('party.saveError');
    expect(partyProblemMessageId('limited')).toBe('party.limited');
  });
});
