import { mockApi } from '../../lib/testing';
import { importGuestsAsJob } from './guests-api';

const JOB = '64b000000000000000000001';
const JOB_PATH = `/api/admin/guests/import/jobs/${JOB}`;
const RESULTS = { imported: 3, updated: 0, errors: [], totalRows: 3, warnings: [] };

/** The job's polls answer `failures` in turn, then running, then done. */
function jobAnswering(failures: { status: number; body: unknown }[]) {
  const answers = [
    ...failures,
    { status: 200, body: { state: 'running', processed: 1, total: 3 } },
    { status: 200, body: { state: 'done', processed: 3, total: 3, results: RESULTS } },
  ];
  let polls = 0;
  const api = mockApi({
    'POST /api/admin/guests/import?async=1': { status: 202, body: { jobId: JOB } },
    [`GET ${JOB_PATH}`]: async () => answers[Math.min(polls++, answers.length - 1)]!,
  });
  return { api, polls: () => polls };
}

const file = () => new File(['nombre\nAna\n'], 'invitados.csv', { type: 'text/csv' });

describe('importGuestsAsJob', () => {
  it('keeps polling through 5xx and 429 answers, then returns the results', async () => {
    const job = jobAnswering([
      { status: 502, body: { error: 'Bad gateway' } },
      { status: 503, body: { error: 'Service unavailable' } },
      { status: 429, body: { error: 'Too many requests' } },
    ]);
    const progress: unknown[] = [];
    const answer = await importGuestsAsJob(file(), (step) => progress.push(step), { pollMs: 1 });
    expect(answer).toEqual({ results: RESULTS });
    expect(job.polls()).toBe(5);
    expect(progress).toEqual([
      { processed: 1, total: 3 },
      { processed: 3, total: 3 },
    ]);
  });

  it('gives up after the retries, with the last failure', async () => {
    const failures = Array.from({ length: 4 }, () => ({ status: 500, body: { error: 'Boom' } }));
    const job = jobAnswering(failures);
    await expect(importGuestsAsJob(file(), () => {}, { pollMs: 1, retries: 3 })).rejects.toMatchObject({
      status: 500,
    });
    expect(job.polls()).toBe(4);
  });

  it('a 4xx other than 429 is not retried', async () => {
    const job = jobAnswering([{ status: 404, body: { error: 'Import job not found' } }]);
    await expect(importGuestsAsJob(file(), () => {}, { pollMs: 1 })).rejects.toMatchObject({ status: 404 });
    expect(job.polls()).toBe(1);
  });
});
