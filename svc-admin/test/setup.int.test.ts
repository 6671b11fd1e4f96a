import { UserModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { makeApp, ORIGIN, sessionCookie } from './helpers';

useTestDatabase();

const app = makeApp();

describe('first-admin setup', () => {
  it('reports that no user exists yet, without creating a session', async () => {
    const res = await request(app).get('/api/admin/auth/setup/check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usersExist: false });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{}, 'Username is required'],
    [{ username: 'ab', password: '123456' }, 'Username must be at least 3 characters'],
    [{ username: 'admin', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: { $ne: null }, password: '123456' }, 'Invalid input: expected text'],
    [{ username: ['admin'], password: '123456' }, 'Invalid input: expected text'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await request(app).post('/api/admin/auth/setup').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('refuses a common password with 400 on the password field, and setup stays open', async () => {
    const message = 'This password is too common and easy to guess. Please choose a different one.';
    const res = await request(app)
      .post('/api/admin/auth/setup')
      .send({ username: 'owner', password: 'Password1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, details: [{ path: 'password', message }] });
    expect(await UserModel.countDocuments()).toBe(0);
    expect((await request(app).get('/api/admin/auth/setup/check')).body).toEqual({ usersExist: false });
  });

  it('refuses a setup posted from another site', async () => {
    const res = await request(app)
      .post('/api/admin/auth/setup')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ username: 'mallory', password: 'first-owner-pass' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site requests are not allowed' });
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('lets exactly one of several racing setups create the first admin, a super_admin', async () => {
    const attempts = await Promise.all(
      ['alpha', 'bravo', 'charlie', 'delta'].map((username) =>
        request(app)
          .post('/api/admin/auth/setup')
          .set('Origin', ORIGIN)
          .set('Sec-Fetch-Site', 'same-origin')
          .send({ username, password: 'first-owner-pass' }),
      ),
    );
    const statuses = attempts.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const loser of attempts.filter((res) => res.status === 409)) {
      expect(loser.body).toEqual({ error: 'Setup has already been completed' });
    }
    const winner = attempts.find((res) => res.status === 201)!;
    expect(winner.body).toEqual({
      message: 'Admin account created successfully',
      user: { id: expect.any(String), username: expect.any(String), adminRole: 'super_admin' },
    });
    const users = await UserModel.find().select('+password').lean();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: winner.body.user.username,
      adminRole: 'super_admin',
      isActive: true,
    });
    // argon2id with at least 19 MiB and 2 iterations
    expect(users[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(JSON.stringify(winner.body)).not.toContain('argon2');
  });

  it('logs the new admin in', async () => {
    await UserModel.deleteMany({});
    await mongoose.connection.db!.collection('admin_state').deleteMany({});
    const agent = request.agent(app);
    const res = await agent
      .post('/api/admin/auth/setup')
      .send({ username: 'owner', password: 'first-owner-pass' });
    expect(res.status).toBe(201);
    expect(sessionCookie(res)).toBeDefined();
    const check = await agent.get('/api/admin/auth/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      authenticated: true,
      user: { id: res.body.user.id, username: 'owner', adminRole: 'super_admin' },
    });
  });

  it('stores the normalised username and trusts the browser that set the site up (device cookie)', async () => {
    await UserModel.deleteMany({});
    await mongoose.connection.db!.collection('admin_state').deleteMany({});
    const agent = request.agent(app);
    const res = await agent
      .post('/api/admin/auth/setup')
      .send({ username: '\u200bｏｗｎｅｒ ', password: 'first-owner-pass' });
    expect(res.status).toBe(201);
    expect(res.body.user.username).toBe('owner');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.map((line) => line.slice(0, line.indexOf('=')))).toEqual([
      'wedding.admin.sid',
      'wedding.admin.device',
    ]);
    // someone locks the only super admin out ...
    for (let i = 0; i < 5; i += 1) {
      const wrong = await request(app)
        .post('/api/admin/auth/login')
        .send({ username: 'owner', password: `x-${i}` });
      expect(wrong.status).toBe(401);
    }
    const right = { username: 'owner', password: 'first-owner-pass' };
    expect((await request(app).post('/api/admin/auth/login').send(right)).status).toBe(401);
    // ... but not from the browser that set the site up
    expect((await agent.post('/api/admin/auth/login').send(right)).status).toBe(200);
  });

  it('works only while no admin exists', async () => {
    expect((await request(app).get('/api/admin/auth/setup/check')).body).toEqual({ usersExist: true });
    const res = await request(app)
      .post('/api/admin/auth/setup')
      .send({ username: 'second', password: 'first-owner-pass' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Setup has already been completed' });
    expect(await UserModel.countDocuments()).toBe(1);
  });
});
