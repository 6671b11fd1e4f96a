import { ApiError } from '@wedding/shared-contracts/web';
import { serverFieldErrors, showServerFieldErrors } from './field-errors';

const refused = (status: number, body: unknown) => new ApiError('refused', status, '', 'Refused', body);

describe('server field errors', () => {
  const details = [
    { path: 'password', message: 'This password is too common' },
    { path: 'password', message: 'A second word on it' },
    { path: 'phoneNumber.0', message: 'Invalid phone number' },
    { path: 3, message: 'no field' },
  ];

  it("keeps a 400's first message per field, by the field's name", () => {
    expect(serverFieldErrors(refused(400, { details }))).toEqual({
      password: 'This password is too common',
      phoneNumber: 'Invalid phone number',
    });
    expect(serverFieldErrors(refused(409, { details }))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('sets each of them on the form', () => {
    const setError = jest.fn();
    showServerFieldErrors(setError, refused(400, { details }));
    expect(setError.mock.calls).toEqual([
      ['password', { type: 'server', message: 'This password is too common' }],
      ['phoneNumber', { type: 'server', message: 'Invalid phone number' }],
    ]);
    setError.mockClear();
    showServerFieldErrors(setError, refused(500, { details }));
    expect(setError).not.toHaveBeenCalled();
  });
});
