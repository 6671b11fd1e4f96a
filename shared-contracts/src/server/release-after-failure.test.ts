import { DATABASE_UNAVAILABLE, HttpError } from './errors';
import { releaseAfterFailure } from './record-lock';

describe('releaseAfterFailure', () => {
  it('does not wait for the release, nor let it fail the caller, once the work failed on an outage', async () => {
    const outages = [
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoServerSelectionError' }),
      new HttpError(503, DATABASE_UNAVAILABLE),
      // an answer already made of the outage, with what the work had done
      new HttpError(503, 'The import stopped partway: at least 0 guests were added and 310 updated', {}),
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
    expect(order).toEqual(['released', 'answered']);
  });
});
