/**
 * What the staff-account tests (people.*.test.ts) share: people invited by an owner of one test
 * server, who accept the invitation and sign in with cookie sessions of their own.
 */
import type { Role } from '@vb/shared/roles';
import { expect } from 'vitest';
import { type TestFetch, type TestServer, json } from './helpers';

/** The password invited people choose. */
export const STRONG = 'a long and unusual passphrase 42';

/** The people helpers of `server`, whose `owner` sends the invitations. */
export function peopleOn(server: TestServer, owner: TestFetch) {
  /** A fetch signed in with a cookie session of `email`. */
  async function signInAs(email: string, password: string): Promise<TestFetch> {
    const res = await server.api('/api/auth/login', json('POST', { email, password }));
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return (pathname, init = {}) =>
      server.api(pathname, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie },
      });
  }

  let counter = 0;
  /** Invites a person with these roles: the answer's user and the link's token. */
  async function invite(roles: Role[], name = 'Person') {
    counter += 1;
    const email = `person${counter}@example.test`;
    const res = await owner('/api/admin/users', json('POST', { email, name, roles }));
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    return { email, id: body.user.id as number, token: body.invitation.token as string, body };
  }

  /** Invites a person and accepts the invitation: signed in as them. */
  async function person(roles: Role[]) {
    const invited = await invite(roles);
    const accepted = await server.api(
      '/api/auth/invitation',
      json('POST', { token: invited.token, password: STRONG }),
    );
    expect(accepted.status, await accepted.clone().text()).toBe(204);
    return { ...invited, api: await signInAs(invited.email, STRONG) };
  }

  return { signInAs, invite, person };
}

export type People = ReturnType<typeof peopleOn>;
