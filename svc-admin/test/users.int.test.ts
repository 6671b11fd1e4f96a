import { UserModel } from '@wedding/shared-contracts/domain';
import { NUL_CHARACTER_MESSAGE } from '@wedding/shared-contracts/server';
import type { Express } from 'express';
import request from 'supertest';
import { anAdmin } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, sessions } from './helpers';

useTestDatabase();

const USERS = '/api/admin/users';
const userPath = (id: string) => `${USERS}/${id}`;

const app: Express = makeApp();
let superAdmin: Awaited<ReturnType<typeof loggedInAgent>>;
let superAdminId: string;

beforeEach(async () => {
  await clearUsers();
  superAdminId = (await createUser({ username: 'root', adminRole: 'super_admin' })).id;
  superAdmin = await loggedInAgent(app, 'root');
});

describe('access', () => {
  const calls = (client: ReturnType<typeof request> | Awaited<ReturnType<typeof loggedInAgent>>) => [
    client.get(USERS),
    client.get(`${USERS}/stats`),
    client.post(USERS).send({ username: 'newbie', password: 'strong-pass-1', adminRole: 'moderator' }),
    client.put(userPath(superAdminId)).send({ adminRole: 'moderator' }),
    client.delete(userPath(superAdminId)),
  ];

  it('answers anonymous callers 401', async () => {
    for (const res of await Promise.all(calls(request(app)))) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    }
  });

  it.each(['admin', 'moderator'] as const)(
    'answers a logged-in %s 403 "Super admin access required"',
    async (adminRole) => {
      await createUser({ username: `a-${adminRole}`, adminRole });
      const agent = await loggedInAgent(app, `a-${adminRole}`);
      for (const res of await Promise.all(calls(agent))) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'Super admin access required' });
      }
      expect(await UserModel.countDocuments()).toBe(2);
      expect((await UserModel.findById(superAdminId).lean())?.adminRole).toBe('super_admin');
    },
  );

  it('applies a role change on the very next request of that admin', async () => {
    const mod = await createUser({ username: 'mod', adminRole: 'moderator' });
    const agent = await loggedInAgent(app, 'mod');
    expect((await agent.get(USERS)).status).toBe(403);
    expect((await superAdmin.put(userPath(mod.id)).send({ adminRole: 'super_admin' })).status).toBe(200);
    expect((await agent.get(USERS)).status).toBe(200);
    expect((await superAdmin.put(userPath(mod.id)).send({ adminRole: 'admin' })).status).toBe(200);
    expect((await agent.get(USERS)).status).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  beforeEach(async () => {
    const password = (await UserModel.findById(superAdminId).select('+password').lean())!.password;
    await UserModel.insertMany(
      Array.from({ length: 22 }, (_, i) => ({
        ...anAdmin({
          username: `user${String(i + 1).padStart(2, '0')}`,
          adminRole: (i + 1) % 3 === 0 ? 'admin' : 'moderator',
        }),
        password,
      })),
    );
    await createUser({ username: 'Maria.Admin', adminRole: 'admin', phoneNumber: '+18095551234' });
  });

  it('pages 20 at a time, oldest first, with total and hasMore, never a password', async () => {
    const first = await superAdmin.get(USERS);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(20);
    expect(first.body.total).toBe(24);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.users[0]).toMatchObject({ username: 'root', adminRole: 'super_admin', isActive: true });
    expect(Object.keys(first.body.users[0]).sort()).toEqual(
      [
        'adminRole',
        'createdAt',
        'failedLoginAttempts',
        'id',
        'isActive',
        'lastFailedLoginAt',
        'lastLoginAt',
        'lockedUntil',
        'updatedAt',
        'username',
      ].sort(),
    );
    const second = await superAdmin.get(`${USERS}?page=2&limit=20`);
    expect(second.body.users).toHaveLength(4);
    expect(second.body.hasMore).toBe(false);
    const all = [...first.body.users, ...second.body.users].map((u: { id: string }) => u.id);
    expect(new Set(all).size).toBe(24);
    expect(JSON.stringify([first.body, second.body])).not.toMatch(/password|argon2/);
    expect((await superAdmin.get(`${USERS}?page=9`)).body).toEqual({ users: [], total: 24, hasMore: false });
  });

  it('searches usernames case-insensitively, literally', async () => {
    const res = await superAdmin.get(`${USERS}?search=maria`);
    expect(res.body.users.map((u: { username: string }) => u.username)).toEqual(['Maria.Admin']);
    expect(res.body.users[0].phoneNumber).toBe('+18095551234');
    expect((await superAdmin.get(`${USERS}?search=USER1`)).body.total).toBe(10);
    // regular-expression characters are plain text
    expect((await superAdmin.get(`${USERS}?search=${encodeURIComponent('.*')}`)).body.total).toBe(0);
    expect((await superAdmin.get(`${USERS}?search=a.a`)).body.total).toBe(1);
  });

  it('searches text holding control characters literally (found by the fuzz test)', async () => {
    for (const search of ['\u0001\u001f', 'a\tb', 'user\u001f1']) {
      const res = await superAdmin.get(`${USERS}?search=${encodeURIComponent(search)}`);
      expect([search, res.status, res.body.total]).toEqual([search, 200, 0]);
    }
  });

  it('refuses a NUL character with 400 (no field holds one; PostgreSQL cannot store it)', async () => {
    for (const search of ['\u0000', 'a\u0000b', 'user\u00001']) {
      const res = await superAdmin.get(`${USERS}?search=${encodeURIComponent(search)}`);
      expect([search, res.status, res.body]).toEqual([search, 400, { error: NUL_CHARACTER_MESSAGE }]);
    }
  });

  it('filters by role, also together with the search and paging', async () => {
    const admins = await superAdmin.get(`${USERS}?role=admin`);
    expect(admins.body.total).toBe(8);
    expect(admins.body.users.every((u: { adminRole: string }) => u.adminRole === 'admin')).toBe(true);
    expect((await superAdmin.get(`${USERS}?role=super_admin`)).body.total).toBe(1);
    expect(
      (await superAdmin.get(`${USERS}?role=moderator&search=user2`)).body.users.map(
        (u: { username: string }) => u.username,
      ),
    ).toEqual(['user20', 'user22']);
    const paged = await superAdmin.get(`${USERS}?role=moderator&limit=5&page=3`);
    expect(paged.body).toMatchObject({ total: 15, hasMore: false });
    expect(paged.body.users).toHaveLength(5);
  });

  it('sorts by a column either way, stable across pages (beside the spec: ?sort=&order=)', async () => {
    const names = async (query: string) =>
      (await superAdmin.get(`${USERS}?${query}`)).body.users.map((u: { username: string }) => u.username);
    expect(await names('sort=username&limit=4')).toEqual(['Maria.Admin', 'root', 'user01', 'user02']);
    expect(await names('sort=username&order=desc&limit=3')).toEqual(['user22', 'user21', 'user20']);
    expect(await names('sort=username&order=desc&page=2&limit=20')).toEqual([
      'user02',
      'user01',
      'root',
      'Maria.Admin',
    ]);
    // ties keep the oldest first
    expect(await names('sort=role&limit=3')).toEqual(['user03', 'user06', 'user09']);
    expect(await names('sort=role&order=desc&limit=2')).toEqual(['root', 'user01']);
    await UserModel.updateOne({ username: 'user05' }, { $set: { failedLoginAttempts: 3 } });
    await UserModel.updateOne({ username: 'user07' }, { $set: { isActive: false } });
    expect(await names('sort=failedAttempts&order=desc&limit=1')).toEqual(['user05']);
    expect(await names('sort=status&limit=2')).toEqual(['user07', 'root']);
    // only root has logged in
    expect(await names('sort=lastLogin&order=desc&limit=1')).toEqual(['root']);
    expect(await names('sort=created&order=desc&limit=2')).toEqual(['Maria.Admin', 'user22']);
    // with the filters
    expect(await names('role=moderator&search=user2&sort=username&order=desc')).toEqual(['user22', 'user20']);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be an integer'],
    ['limit=101', 'limit must be at most 100'],
    ['role=root', 'Role must be one of super_admin, admin, moderator'],
    ['role=admin&role=moderator', 'Role must be one of super_admin, admin, moderator'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['sort=password', 'sort must be one of username, role, status, lastLogin, failedAttempts, created'],
    ['sort=username&order=up', 'order must be asc or desc'],
  ])('answers ?%s with 400 "%s"', async (query, message) => {
    const res = await superAdmin.get(`${USERS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('counts users for the stats cards', async () => {
    await UserModel.updateOne({ username: 'user01' }, { $set: { isActive: false } });
    await UserModel.updateOne(
      { username: 'user02' },
      { $set: { lockedUntil: new Date(Date.now() + 60_000) } },
    );
    await UserModel.updateOne(
      { username: 'user04' },
      { $set: { lockedUntil: new Date(Date.now() - 60_000) } },
    );
    const res = await superAdmin.get(`${USERS}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 24, superAdmins: 1, active: 23, locked: 1 });
  });
});

describe('POST /api/admin/users', () => {
  it('creates an admin user: 201, E.164 phone, no password in the answer, and the user can log in', async () => {
    const res = await superAdmin.post(USERS).send({
      username: ' helper ',
      password: 'helper-pass',
      phoneNumber: '(809) 555-1234',
      adminRole: 'moderator',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Admin user created successfully',
      data: expect.objectContaining({
        id: expect.any(String),
        username: 'helper',
        phoneNumber: '+18095551234',
        adminRole: 'moderator',
        isActive: true,
        failedLoginAttempts: 0,
        lastLoginAt: null,
        lockedUntil: null,
      }),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/);
    const login = await request(app)
      .post('/api/admin/auth/login')
      .send({ username: 'helper', password: 'helper-pass' });
    expect(login.status).toBe(200);
    expect(login.body.user.adminRole).toBe('moderator');
  });

  it('answers a taken username or phone number with 409 and a clear message', async () => {
    await createUser({ username: 'taken', phoneNumber: '+18095551234' });
    const sameName = await superAdmin
      .post(USERS)
      .send({ username: 'taken', password: 'strong-pass-1', adminRole: 'admin' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ error: 'A user with this username already exists' });
    const samePhone = await superAdmin.post(USERS).send({
      username: 'fresh',
      password: 'strong-pass-1',
      adminRole: 'admin',
      phoneNumber: '+1 809-555-1234',
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual({ error: 'A user with this phone number already exists' });
    expect(await UserModel.countDocuments()).toBe(2);
  });

  it('lets two users without a phone number exist', async () => {
    expect(
      (
        await superAdmin
          .post(USERS)
          .send({ username: 'one', password: 'strong-pass-1', adminRole: 'admin', phoneNumber: '' })
      ).status,
    ).toBe(201);
    expect(
      (await superAdmin.post(USERS).send({ username: 'two', password: 'strong-pass-1', adminRole: 'admin' }))
        .status,
    ).toBe(201);
  });

  it.each([
    [
      { username: 'ab', password: 'strong-pass-1', adminRole: 'admin' },
      'Username must be at least 3 characters',
    ],
    [{ username: 'abc', password: '12345', adminRole: 'admin' }, 'Password must be at least 6 characters'],
    [{ username: 'abc', password: 'strong-pass-1' }, 'Role is required'],
    [
      { username: 'abc', password: 'strong-pass-1', adminRole: 'owner' },
      'Role must be one of super_admin, admin, moderator',
    ],
    [
      { username: 'abc', password: 'strong-pass-1', adminRole: 'admin', phoneNumber: 'call me' },
      'Invalid phone number',
    ],
    [
      { username: 'abc', password: 'strong-pass-1', adminRole: 'admin', phoneNumber: '12' },
      'Invalid phone number',
    ],
    [
      { username: { $ne: null }, password: 'strong-pass-1', adminRole: 'admin' },
      'Invalid input: expected text',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await superAdmin.post(USERS).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('admin passwords and usernames (issue 13, item 10)', () => {
  const COMMON = {
    error: 'This password is too common and easy to guess. Please choose a different one.',
    details: [
      {
        path: 'password',
        message: 'This password is too common and easy to guess. Please choose a different one.',
      },
    ],
  };

  it.each(['password', 'secret123', 'Password1', 'QWERTY123', 'ｐａｓｓｗｏｒｄ', 'iloveyou'])(
    'refuses the common password %j for a new user (400, on the password field), storing nothing',
    async (password) => {
      const res = await superAdmin.post(USERS).send({ username: 'newcomer', password, adminRole: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(COMMON);
      expect(await UserModel.exists({ username: 'newcomer' })).toBeNull();
    },
  );

  it('refuses a common password as a changed password, keeping the current one', async () => {
    const user = await createUser({ username: 'changer', password: 'original1' });
    const res = await superAdmin.put(userPath(user.id)).send({ password: 'letmein1', adminRole: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(COMMON);
    expect((await UserModel.findById(user.id).lean())?.adminRole).toBe('moderator');
    const login = await request(app)
      .post('/api/admin/auth/login')
      .send({ username: 'changer', password: 'original1' });
    expect(login.status).toBe(200);
  });

  it('keeps look-alikes of a username out: Cyrillic letters, invisible characters, other case, full width', async () => {
    const create = (username: string) =>
      superAdmin.post(USERS).send({ username, password: 'strong-pass-1', adminRole: 'admin' });
    expect((await create('root2')).status).toBe(201);
    for (const lookalike of [
      'r\u043e\u043et2',
      'root2\u200b',
      '\u200broo\u200dt2',
      'ROOT2',
      'ｒｏｏｔ２',
      'r\u03bfot2',
    ]) {
      const res = await create(lookalike);
      expect([lookalike, res.status, res.body]).toEqual([
        lookalike,
        409,
        { error: 'A user with this username already exists' },
      ]);
    }
    expect(await UserModel.countDocuments()).toBe(2); // root and root2
  });

  it('stores the normalised username and finds it at login however it is typed', async () => {
    const res = await superAdmin
      .post(USERS)
      .send({ username: '\ufeffｍａｒｉａ\u200b', password: 'strong-pass-1', adminRole: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.data.username).toBe('maria');
    expect(res.body.data).not.toHaveProperty('usernameKey');
    for (const typed of ['maria', 'maria\u200b', ' ｍａｒｉａ ', 'ma\u00adria']) {
      const login = await request(app)
        .post('/api/admin/auth/login')
        .send({ username: typed, password: 'strong-pass-1' });
      expect([typed, login.status]).toEqual([typed, 200]);
    }
    // a look-alike is another name: not found
    const cyrillic = await request(app)
      .post('/api/admin/auth/login')
      .send({ username: 'm\u0430ria', password: 'strong-pass-1' });
    expect(cyrillic.status).toBe(401);
  });

  it('refuses a rename to a look-alike of another admin, but lets an admin change the case of their own', async () => {
    await createUser({ username: 'paula' });
    const other = await createUser({ username: 'pablo' });
    const res = await superAdmin.put(userPath(other.id)).send({ username: 'p\u0430ula' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'A user with this username already exists' });
    expect((await superAdmin.put(userPath(other.id)).send({ username: 'Pablo' })).status).toBe(200);
    expect((await UserModel.findById(other.id).lean())?.username).toBe('Pablo');
  });

  it('lets only one of two look-alikes created at the same moment in (the unique key decides)', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all(
        [`twin${round}`, `tw\u0456n${round}`].map((username) =>
          superAdmin.post(USERS).send({ username, password: 'strong-pass-1', adminRole: 'admin' }),
        ),
      );
      expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    }
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('keeps the current password when the new one is blank, and changes the other fields', async () => {
    const user = await createUser({ username: 'editme', password: 'original1' });
    const res = await superAdmin.put(userPath(user.id)).send({
      username: 'edited',
      phoneNumber: '809 555 9999',
      adminRole: 'admin',
      isActive: true,
      password: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Admin user updated successfully',
      data: expect.objectContaining({ username: 'edited', phoneNumber: '+18095559999', adminRole: 'admin' }),
    });
    expect(
      (await request(app).post('/api/admin/auth/login').send({ username: 'edited', password: 'original1' }))
        .status,
    ).toBe(200);
  });

  it('sets a new password (which also unlocks) and ends the other sessions of that admin', async () => {
    const user = await createUser({ username: 'forgetful', password: 'original1' });
    const agent = await loggedInAgent(app, 'forgetful', 'original1');
    await UserModel.updateOne(
      { _id: user._id },
      { $set: { failedLoginAttempts: 5, lockedUntil: new Date(Date.now() + 600_000) } },
    );
    expect((await superAdmin.put(userPath(user.id)).send({ password: 'brand-new1' })).status).toBe(200);
    expect((await agent.get('/api/admin/auth/check')).status).toBe(401);
    const login = (password: string) =>
      request(app).post('/api/admin/auth/login').send({ username: 'forgetful', password });
    expect((await login('original1')).status).toBe(401);
    expect((await login('brand-new1')).status).toBe(200);
  });

  it('removes the phone number when it is blank', async () => {
    const user = await createUser({ username: 'phoned', phoneNumber: '+18095550000' });
    const res = await superAdmin.put(userPath(user.id)).send({ phoneNumber: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.phoneNumber).toBeUndefined();
    const stored = await UserModel.findById(user.id).lean();
    expect(stored).not.toHaveProperty('phoneNumber');
  });

  it('answers a taken username or phone number with 409', async () => {
    await createUser({ username: 'first', phoneNumber: '+18095551111' });
    const second = await createUser({ username: 'second' });
    expect((await superAdmin.put(userPath(second.id)).send({ username: 'first' })).body).toEqual({
      error: 'A user with this username already exists',
    });
    const phone = await superAdmin.put(userPath(second.id)).send({ phoneNumber: '809-555-1111' });
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({ error: 'A user with this phone number already exists' });
    // its own values are not a conflict
    expect((await superAdmin.put(userPath(second.id)).send({ username: 'second' })).status).toBe(200);
  });

  it('answers two admins renamed to the same free username at once with one 200 and one 409, never 500', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        createUser({ username: `alpha${round}` }),
        createUser({ username: `bravo${round}` }),
      ]);
      const answers = await Promise.all(
        [a, b].map((user) => superAdmin.put(userPath(user.id)).send({ username: `same${round}` })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.status === 409)?.body).toEqual({
        error: 'A user with this username already exists',
      });
    }
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    const unknown = await superAdmin.put(userPath('507f1f77bcf86cd799439011')).send({ adminRole: 'admin' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Admin user not found' });
    const malformed = await superAdmin.put(userPath('not-an-id')).send({ adminRole: 'admin' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Invalid id');
  });

  it('refuses invalid fields with 400', async () => {
    const user = await createUser({ username: 'valid' });
    for (const [body, message] of [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ password: '123' }, 'Password must be at least 6 characters'],
      [{ isActive: 'no' }, 'isActive must be true or false'],
      [{ adminRole: 'owner' }, 'Role must be one of super_admin, admin, moderator'],
    ] as const) {
      const res = await superAdmin.put(userPath(user.id)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('ends the sessions of an admin deactivated through an edit', async () => {
    const user = await createUser({ username: 'leaving' });
    const agent = await loggedInAgent(app, 'leaving');
    expect((await superAdmin.put(userPath(user.id)).send({ isActive: false })).status).toBe(200);
    expect((await agent.get('/api/admin/auth/check')).status).toBe(401);
    expect(await sessions().countDocuments({ 'session.passport.user': user.id })).toBe(0);
  });

  it('does not let anyone deactivate themselves', async () => {
    const res = await superAdmin.put(userPath(superAdminId)).send({ isActive: false });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'You cannot deactivate your own account' });
  });

  it('keeps at least one active super admin', async () => {
    const res = await superAdmin.put(userPath(superAdminId)).send({ adminRole: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'The role of the last active super admin cannot be changed' });
    expect((await UserModel.findById(superAdminId).lean())?.adminRole).toBe('super_admin');

    // with a second super admin, one may step down
    const other = await createUser({ username: 'deputy', adminRole: 'super_admin' });
    expect((await superAdmin.put(userPath(superAdminId)).send({ adminRole: 'admin' })).status).toBe(200);
    expect((await UserModel.findById(other.id).lean())?.adminRole).toBe('super_admin');
  });

  it('keeps at least one active super admin when two demote each other at the same time', async () => {
    const other = await createUser({ username: 'deputy', adminRole: 'super_admin' });
    const deputy = await loggedInAgent(app, 'deputy');
    const results = await Promise.all([
      superAdmin.put(userPath(other.id)).send({ adminRole: 'moderator' }),
      deputy.put(userPath(superAdminId)).send({ adminRole: 'moderator' }),
    ]);
    expect(results.some((res) => res.status === 200 || res.status === 409)).toBe(true);
    expect(
      await UserModel.countDocuments({ adminRole: 'super_admin', isActive: true }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deactivates (keeps the record), ends that admin’s sessions at once, and blocks their login', async () => {
    const user = await createUser({ username: 'goner' });
    const agent = await loggedInAgent(app, 'goner');
    const res = await superAdmin.delete(userPath(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Admin user deactivated successfully',
      data: expect.objectContaining({ id: user.id, isActive: false }),
    });
    expect(await UserModel.countDocuments({ _id: user._id })).toBe(1);
    expect((await agent.get('/api/admin/auth/check')).status).toBe(401);
    expect(await sessions().countDocuments({ 'session.passport.user': user.id })).toBe(0);
    const login = await request(app)
      .post('/api/admin/auth/login')
      .send({ username: 'goner', password: 'secret123' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ error: 'Invalid credentials' });
  });

  it('does not let anyone deactivate themselves', async () => {
    const res = await superAdmin.delete(userPath(superAdminId));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'You cannot deactivate your own account' });
    expect((await UserModel.findById(superAdminId).lean())?.isActive).toBe(true);
  });

  it('answers an unknown id 404', async () => {
    const res = await superAdmin.delete(userPath('507f1f77bcf86cd799439011'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Admin user not found' });
  });

  it('refuses a DELETE from another site', async () => {
    const user = await createUser({ username: 'safe' });
    const res = await superAdmin.delete(userPath(user.id)).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect((await UserModel.findById(user.id).lean())?.isActive).toBe(true);
  });
});

describe('GET /api/admin/database-analysis', () => {
  it('is for logged-in admins only (role admin or above: moderators get 403)', async () => {
    expect((await request(app).get('/api/admin/database-analysis')).status).toBe(401);
    await createUser({ username: 'helper', adminRole: 'moderator' });
    const refused = await (await loggedInAgent(app, 'helper')).get('/api/admin/database-analysis');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Admin access required' });
    await createUser({ username: 'viewer', adminRole: 'admin' });
    const res = await (await loggedInAgent(app, 'viewer')).get('/api/admin/database-analysis');
    expect(res.status).toBe(200);
    expect(res.body.collections).toContainEqual({ name: 'users', documents: 3 });
    expect(res.body.generatedAt).toEqual(expect.any(String));
  });
});
