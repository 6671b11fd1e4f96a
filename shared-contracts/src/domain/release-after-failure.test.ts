import { DATABASE_UNAVAILABLE, HttpError } from '../server/errors';
import { releaseAfterFailure } from './record-lock';

describe('releaseAfterFailure', () => {
  it('does not wait for the release, nor let it fail the caller, once the work failed on an outage', async () => {
    const outages = [
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoServerSelectionError' }),
      new HttpError(503, DATABASE_UNAVAILABLE),
      // an answer made of the outage, with what the work had done
      Object.assign(new HttpError(503, 'The import stopped partway: at least 0 guests were added', {}), {
        cause: Object.assign(new Error('connection 3 closed'), { name: 'MongoNetworkError' }),
      }),
    ];
    for (const error of outages) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const failing = () => released.then(() => Promise.reject(new Error('the database is gone')));
      await expect(releaseAfterFailure(failing, error)).resolves.toBeUndefined();
      release();
    }
  });

  it('waits for the release after any other failure', async () => {
    const order: string[] = [];
    const release = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('released');
    };
    await releaseAfterFailure(release, new HttpError(400, 'bad row'));
    order.push('answered');
    // a 503 that is not the database's (a replace running) is no outage either
    await releaseAfterFailure(release, new HttpError(503, 'A replace of the guest list is running.'));
    order.push('answered again');
    expect(order).toEqual(['released', 'answered', 'released', 'answered again']);
  });
});
