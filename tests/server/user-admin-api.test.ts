import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../src/api/auth';
import type { InviteUserResult, RoleType, TeamUser } from '../../src/api/users';
import { audit_log, mail_outbox, users } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const manager = { email: 'manager@demo.test', password: 'demo-manager-2026' };
const writer = { email: 'writer@demo.test', password: 'demo-writer-2026' };
const reader = { email: 'reader@demo.test', password: 'demo-reader-2026' };
const approver = { email: 'approver@demo.test', password: 'demo-approver-2026' };
const beacon = { email: 'beacon@demo.test', password: 'demo-beacon-2026' };

type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

describe.each(testDatabases())('Settings → Users API on $name', (database) => {
  let t: TestApp;
  let managerToken: string;
  let demoId: string;
  let beaconId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    const signedIn = await t.signIn(manager.email, manager.password);
    managerToken = signedIn.access;
    demoId = signedIn.clients[0]!.id;
    beaconId = (await t.signIn(beacon.email, beacon.password)).clients[0]!.id;
  });
  afterAll(() => t.dispose());

  /** A call for the demo customer, as the manager unless another token is given. */
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    token = managerToken,
    customerId = demoId,
  ) => {
    const response = await t.request(`/api${path}`, {
      method,
      token,
      customerId,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  /** A team user's new level (PUT /users/admin/), as the manager unless another token is given. */
  const setLevel = <T = ErrorBody>(
    userId: string,
    level: string,
    token?: string,
    customerId?: string,
  ) =>
    call<T>(
      'PUT',
      `/users/admin/?user_id=${userId}`,
      { action: 'set_permission_level', permission_level: level },
      token,
      customerId,
    );
  /** A team user removed from the customer (PUT /users/admin/). */
  const removeUser = (userId: string, token?: string, customerId?: string) =>
    call<ErrorBody>(
      'PUT',
      `/users/admin/?user_id=${userId}`,
      { action: 'remove' },
      token,
      customerId,
    );
  const team = async () => (await call<TeamUser[]>('GET', '/users/admin/')).body;
  const idOf = async (email: string) => {
    const found = (await team()).find((user) => user.email === email);
    if (!found) throw new Error(`${email} is not in the team`);
    return found.id;
  };
  const auditRows = (action: string, targetId: string) =>
    t.deps.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, action), eq(audit_log.target_id, targetId)));

  it("lists the customer's users with their levels, without the provider's staff", async () => {
    const listed = await team();
    expect(listed.map((user) => [user.email, user.permission_level])).toEqual([
      ['approver@demo.test', 'approve'],
      ['config@demo.test', 'config'],
      ['manager@demo.test', 'admin'],
      ['newcomer@demo.test', 'read'],
      ['newhire@demo.test', 'read'],
      ['reader@demo.test', 'read'],
      ['writer@demo.test', 'write'],
    ]);
    const me = listed.find((user) => user.email === manager.email)!;
    expect(me.permission_types).toEqual(['read', 'write', 'approve', 'config', 'admin']);
    expect(me.last_sign_in_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed.find((user) => user.email === 'newhire@demo.test')!.last_sign_in_at).toBeNull();

    const one = await call<TeamUser>('GET', `/users/user/${me.id}/`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      email: manager.email,
      first_name: 'Maya',
      last_name: 'Manager',
    });
  });

  it('gives role types with the permissions each level grants', async () => {
    const { status, body } = await call<RoleType[]>('GET', '/users/admin/role-types/');
    expect(status).toBe(200);
    expect(body.map((role) => [role.permission_level, role.grantable])).toEqual([
      ['read', true],
      ['write', true],
      ['approve', true],
      ['config', true],
      ['admin', true],
    ]);
    expect(body.find((role) => role.permission_level === 'config')!.permission_types).toEqual([
      'read',
      'write',
      'approve',
      'config',
    ]);
  });

  it('refuses writers and readers on every route', async () => {
    const writerId = await idOf(writer.email);
    for (const who of [writer, reader]) {
      const token = (await t.signIn(who.email, who.password)).access;
      const answers = [
        await call('GET', '/users/admin/', undefined, token),
        await call('GET', '/users/admin/role-types/', undefined, token),
        await call('GET', `/users/user/${writerId}/`, undefined, token),
        await call(
          'POST',
          '/users/',
          { email: 'x@example.test', first_name: 'X', last_name: 'Y', permission_level: 'read' },
          token,
        ),
        await setLevel(writerId, 'admin', token),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await call<TeamUser>('GET', `/users/user/${writerId}/`)).body.permission_level).toBe(
      'write',
    );
  });

  it("gives another customer's admin nothing of this customer", async () => {
    const token = (await t.signIn(beacon.email, beacon.password)).access;
    const writerId = await idOf(writer.email);
    // Naming the demo customer: refused before any route code runs.
    expect((await call('GET', '/users/admin/', undefined, token)).status).toBe(403);
    // As Beacon's admin: only Beacon's own team, and no demo user by id.
    const own = await call<TeamUser[]>('GET', '/users/admin/', undefined, token, beaconId);
    expect(own.body.map((user) => user.email)).toEqual(['beacon@demo.test']);
    const byId = await call('GET', `/users/user/${writerId}/`, undefined, token, beaconId);
    expect(byId.status).toBe(404);
    const change = await setLevel(writerId, 'read', token, beaconId);
    expect(change.status).toBe(404);
    const remove = await removeUser(writerId, token, beaconId);
    expect(remove.status).toBe(404);
    expect((await call<TeamUser>('GET', `/users/user/${writerId}/`)).body.permission_level).toBe(
      'write',
    );
  });

  it('keeps the last admin: no self-demotion or self-removal, and nothing changes', async () => {
    const managerId = await idOf(manager.email);
    const attempts = [
      {
        attempt: () => setLevel(managerId, 'config'),
        message:
          'Maya Manager is the last admin of Demo Capital: make another user an admin before you change their level.',
      },
      {
        attempt: () => removeUser(managerId),
        message:
          'Maya Manager is the last admin of Demo Capital: make another user an admin before you remove them.',
      },
    ];
    for (const { attempt, message } of attempts) {
      const refused = await attempt();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'conflict', message });
    }
    expect((await call<TeamUser>('GET', `/users/user/${managerId}/`)).body.permission_level).toBe(
      'admin',
    );
    expect(await auditRows('user_permission_level_changed', managerId)).toHaveLength(0);
  });

  it("changes a level, audits it, and the user's own permissions follow at once", async () => {
    const writerToken = (await t.signIn(writer.email, writer.password)).access;
    const writerId = await idOf(writer.email);
    const changed = await setLevel<TeamUser>(writerId, 'approve');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      permission_level: 'approve',
      permission_types: ['read', 'write', 'approve'],
    });
    const me = await call<{ permission_types: string[] }>(
      'GET',
      '/users/me/',
      undefined,
      writerToken,
    );
    expect(me.body.permission_types).toEqual(['read', 'write', 'approve']);
    const [audit] = await auditRows('user_permission_level_changed', writerId);
    expect(audit).toMatchObject({
      customer_id: demoId,
      target_type: 'user',
      data: { email: writer.email, from: 'write', to: 'approve' },
    });
  });

  it('invites a new account: created at its level, mailed a sign-in link that works', async () => {
    const invited = await call<InviteUserResult>('POST', '/users/', {
      email: '  Quinn.Quill@Example.test ',
      first_name: ' Quinn ',
      last_name: 'Quill',
      permission_level: 'write',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      invitation_mailed: true,
      user: {
        email: 'quinn.quill@example.test',
        first_name: 'Quinn',
        last_name: 'Quill',
        permission_level: 'write',
        permission_types: ['read', 'write'],
        last_sign_in_at: null,
      },
    });
    const id = invited.body.user.id;
    expect((await team()).map((user) => user.email)).toContain('quinn.quill@example.test');

    const [mail] = await t.deps.handle.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to_email, 'quinn.quill@example.test'))
      .orderBy(desc(mail_outbox.created_at));
    expect(mail).toMatchObject({
      kind: 'invitation',
      subject: 'Maya Manager invited you to Demo Capital on Fundline',
    });
    expect(mail!.text_body).toContain('(Write level)');
    const token = /\/auth\/continue\?token=([\w-]+)/.exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();

    const [audit] = await auditRows('user_invited', id);
    expect(audit).toMatchObject({
      customer_id: demoId,
      data: { email: 'quinn.quill@example.test', permission_level: 'write' },
    });

    // The existing magic-link flow: first factor, then MFA setup, then the password page.
    const opened = await t.request('/api/auth/magic-link/', {
      method: 'POST',
      body: JSON.stringify({ token }),
    });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      status: 'mfa_setup_required',
      next: '/auth/password/setup',
    } satisfies Partial<SignInResult>);

    const again = await call<ErrorBody>('POST', '/users/', {
      email: 'quinn.quill@example.test',
      first_name: 'Quinn',
      last_name: 'Quill',
      permission_level: 'read',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('quinn.quill@example.test already has access to Demo Capital.');
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const before = (await team()).length;
    const mailsBefore = (await t.deps.handle.db.select().from(mail_outbox)).length;
    const bad = await call<ErrorBody>('POST', '/users/', {
      email: 'not-an-email',
      first_name: '  ',
      permission_level: 'internal',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'invalid',
      data: {
        email: ['Must be valid email'],
        first_name: ['Required'],
        last_name: ['Required'],
        permission_level: ['Choose a permission level'],
      },
    });
    const writerId = await idOf(writer.email);
    const badAction = await call('PUT', `/users/admin/?user_id=${writerId}`, { action: 'promote' });
    expect(badAction.status).toBe(400);
    const noUser = await removeUser('not-a-uuid');
    expect(noUser.status).toBe(404);
    expect((await team()).length).toBe(before);
    expect((await t.deps.handle.db.select().from(mail_outbox)).length).toBe(mailsBefore);
  });

  it('adds an existing account of another customer only at the level it already has', async () => {
    const atOtherLevel = await call<ErrorBody>('POST', '/users/', {
      email: beacon.email,
      first_name: 'Ben',
      last_name: 'Beacon',
      permission_level: 'read',
    });
    expect(atOtherLevel.status).toBe(409);
    expect(atOtherLevel.body.message).toBe(
      'beacon@demo.test already has a Fundline account at the Admin level, which applies at every ' +
        'customer it works for: invite them at that level or ask support to change it.',
    );
    const mailsBefore = (await t.deps.handle.db.select().from(mail_outbox)).length;
    const added = await call<InviteUserResult>('POST', '/users/', {
      email: beacon.email,
      first_name: 'Someone',
      last_name: 'Else',
      permission_level: 'admin',
    });
    expect(added.status).toBe(201);
    // The account keeps its own name; no invitation mail, it can already sign in.
    expect(added.body).toMatchObject({
      invitation_mailed: false,
      user: { email: beacon.email, first_name: 'Ben', permission_level: 'admin' },
    });
    expect((await t.deps.handle.db.select().from(mail_outbox)).length).toBe(mailsBefore);
    expect(await auditRows('user_added', added.body.user.id)).toHaveLength(1);
    // Its level now counts at two customers, so this customer cannot change it alone.
    const change = await setLevel(added.body.user.id, 'read');
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(
      'Ben Beacon also works for another customer, and a permission level applies at every customer ' +
        'of an account: ask support to change it.',
    );
    const beaconToken = (await t.signIn(beacon.email, beacon.password)).access;
    expect((await call('GET', '/users/admin/', undefined, beaconToken)).status).toBe(200);
  });

  it("removes a user: they lose this customer at once, and it's audited", async () => {
    const readerToken = (await t.signIn(reader.email, reader.password)).access;
    const readerId = await idOf(reader.email);
    const removed = await removeUser(readerId);
    expect(removed.status).toBe(204);
    expect((await team()).map((user) => user.email)).not.toContain(reader.email);
    expect((await call('GET', `/users/user/${readerId}/`)).status).toBe(404);
    expect((await call('GET', '/users/me/', undefined, readerToken)).status).toBe(403);
    const [account] = await t.deps.handle.db.select().from(users).where(eq(users.id, readerId));
    expect(account?.default_customer_id).toBeNull();
    const [audit] = await auditRows('user_removed', readerId);
    expect(audit).toMatchObject({
      customer_id: demoId,
      data: { email: reader.email, permission_level: 'read' },
    });
  });

  it('lets an admin grant only what they hold, and change only users who hold no more', async () => {
    // An admin without config (set directly: no demo user is shaped like this).
    await t.deps.handle.db
      .update(users)
      .set({ permission_types: ['read', 'write', 'approve', 'admin'] })
      .where(eq(users.email, approver.email));
    const token = (await t.signIn(approver.email, approver.password)).access;
    const roles = await call<RoleType[]>('GET', '/users/admin/role-types/', undefined, token);
    expect(
      roles.body.filter((role) => role.grantable).map((role) => role.permission_level),
    ).toEqual(['read', 'write', 'approve']);
    const grant = await call<ErrorBody>(
      'POST',
      '/users/',
      {
        email: 'cleo@example.test',
        first_name: 'Cleo',
        last_name: 'Conf',
        permission_level: 'config',
      },
      token,
    );
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe(
      'You cannot grant the Config level: it includes permissions you do not hold.',
    );
    const configId = await idOf('config@demo.test');
    const lower = await setLevel(configId, 'read', token);
    expect(lower.status).toBe(403);
    expect(lower.body.message).toBe(
      'You cannot change Carl Config: they hold permissions you do not.',
    );
    expect((await call<TeamUser>('GET', `/users/user/${configId}/`)).body.permission_level).toBe(
      'config',
    );
    expect((await team()).map((user) => user.email)).not.toContain('cleo@example.test');
  });
  it('lets only one of two admins step down when they do it at the same moment', async () => {
    const writerId = await idOf(writer.email);
    const managerId = await idOf(manager.email);
    // The approver was made an admin and Ben Beacon added as one above: back to the manager alone.
    const approverId = await idOf(approver.email);
    await setLevel(approverId, 'approve');
    await removeUser(await idOf(beacon.email));
    expect((await team()).filter((user) => user.permission_level === 'admin')).toHaveLength(1);
    const promoted = await setLevel<TeamUser>(writerId, 'admin');
    expect(promoted.body.permission_level).toBe('admin');
    const writerToken = (await t.signIn(writer.email, writer.password)).access;
    // Each demotes themself: without the customer lock both would see the other as admin.
    const answers = await Promise.all([
      setLevel(managerId, 'config'),
      setLevel(writerId, 'config', writerToken),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const admins = (await t.deps.handle.db.select().from(users)).filter(
      (user) =>
        [manager.email, writer.email].includes(user.email) &&
        user.permission_types.includes('admin'),
    );
    expect(admins).toHaveLength(1);
  });
});
