/**
 * Staff accounts: signing in and out (a cookie session for the web admin, a bearer token for the
 * desktop console), one's own password, two-factor and sessions, the people screen (owners only),
 * invitation and reset links, and the first account at start-up. Each group of commands is a
 * module of users/; this is the service the routes are given.
 */
import { accountCommands } from './users/account';
import { type Deps, usersCore } from './users/core';
import { linkCommands } from './users/links';
import { sessionCommands } from './users/sessions';
import { staffCommands } from './users/staff';

export { type BootstrapResult, ensureAdmin } from './users/bootstrap';
export type { Credentials } from './users/core';

export function usersService(deps: Deps) {
  const core = usersCore(deps);
  return {
    ...accountCommands(core),
    ...sessionCommands(core),
    ...staffCommands(core),
    ...linkCommands(core),
  };
}

export type UsersService = ReturnType<typeof usersService>;
