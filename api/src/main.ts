import fs from 'node:fs';
import { loadConfig } from './config';
import { startServer } from './server';

/** `npm start`: serves the API (and the built site) and says where, and how to sign in. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const lines = [`Site and API: ${server.url}`, `Admin:        ${server.url}/admin`];
  if (config.serveStatic && !fs.existsSync(config.publicWebDist)) {
    lines.push(
      `(The public site is not built: run "npm run build" to serve it from ${config.publicWebDist})`,
    );
  }
  if (server.admin?.generatedPassword) {
    lines.push(
      '',
      'An admin account was created. This password is shown only once:',
      `  e-mail:   ${server.admin.email}`,
      `  password: ${server.admin.generatedPassword}`,
      'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
  } else if (server.admin) {
    lines.push(`Admin sign-in: ${server.admin.email} (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(
      'Admin sign-in: the account created at first start (set ADMIN_EMAIL and ADMIN_PASSWORD to reset it)',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping\n`);
    // A last resort if closing hangs (the server itself cuts connections at SHUTDOWN_TIMEOUT_MS,
    // after the drain).
    setTimeout(
      () => {
        process.stderr.write('Shutdown took too long: exiting\n');
        process.exit(1);
      },
      config.shutdownDrainMs + config.shutdownTimeoutMs + 1500,
    ).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
