import { isDatabaseDown } from './errors';

/** A FerretDB answer as the driver raises it: InternalError (code 1) with its backend's words. */
const ferretdb = (message: string, name = 'MongoServerError') =>
  Object.assign(new Error(message), { name, code: 1, codeName: 'InternalError' });

describe('isDatabaseDown: FerretDB up, its PostgreSQL gone', () => {
  // the messages FerretDB 1.24 answered with here after its PostgreSQL was killed, and while it restarted
  it.each([
    '[msg_find.go:344 handler.handleMaxTimeMSError] [collection.go:109 postgresql.(*collection).Query] write failed: write unix @->/dev/shm/x/postgresql/.s.PGSQL.5432: write: broken pipe',
    '[msg_insert.go:168 handler.(*Handler).MsgInsert] failed to connect to `user=postgres database=ferretdb`: /dev/shm/x/postgresql/.s.PGSQL.5432 (/dev/shm/x/postgresql): dial error: dial unix /dev/shm/x/postgresql/.s.PGSQL.5432: connect: no such file or directory',
    '[msg_ping.go:55 handler.(*Handler).MsgPing] [backend.go:109 postgresql.(*backend).Status] failed to connect to `user=postgres database=ferretdb`: dial error: connect: connection refused',
    'FATAL: the database system is in recovery mode (SQLSTATE 57P03)',
    'FATAL: terminating connection due to administrator command (SQLSTATE 57P01)',
    '[collection.go:109 postgresql.(*collection).Query] unexpected EOF',
    'read unix @->/tmp/.s.PGSQL.5432: read: connection reset by peer',
    'conn closed',
    'FATAL: sorry, too many clients already (SQLSTATE 53300)',
    'ERROR: could not extend file: No space left on device (SQLSTATE 53100)',
    'FATAL: connection to client lost (SQLSTATE 08006)',
  ])('recognises %s', (message) => {
    expect(isDatabaseDown(ferretdb(message))).toBe(true);
    // an insertMany cut short the same way
    expect(isDatabaseDown(ferretdb(message, 'MongoBulkWriteError'))).toBe(true);
  });

  it('does not take other internal errors, or the same words in another error, for an outage', () => {
    expect(isDatabaseDown(ferretdb('duplicate key value violates unique constraint (SQLSTATE 23505)'))).toBe(
      false,
    );
    expect(isDatabaseDown(ferretdb('invalid document: field name contains NUL'))).toBe(false);
    // a client's own words never make an outage: only the database's internal errors count
    expect(isDatabaseDown(new Error('failed to connect to the florist'))).toBe(false);
    expect(isDatabaseDown(Object.assign(new Error('conn closed'), { code: 2 }))).toBe(false);
  });
});
