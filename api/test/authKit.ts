/** What the sign-in tests (auth.*.test.ts) share: posting credentials and reading the cookie. */
import { type TestServer, json } from './helpers';

/** Posts credentials to a sign-in route: the cookie sign-in unless `path` names another. */
export const login = (
  server: TestServer,
  body: unknown,
  path = '/api/auth/login',
  headers: Record<string, string> = {},
) => server.api(path, json('POST', body, headers));

/** The bare session cookie (`name=value`) an answer sets, or '' when it sets none. */
export const cookieOf = (res: Response) =>
  (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
