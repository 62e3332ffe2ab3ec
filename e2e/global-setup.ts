import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from './fake-openai';

export const E2E_ADMIN = { email: 'admin@example.test', password: 'correct horse battery staple' };

/** A running e2e server: its URL and how to stop it (data removed). */
export interface E2EServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (API + built site) on an ephemeral loopback port with a temporary SQLite
 * database. `env` overrides the defaults (a spec that needs its own limits starts its own server).
 */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.join(root, 'public-web', 'dist', 'index.html');
  if (!fs.existsSync(dist))
    throw new Error('public-web is not built: run "npm run build -w public-web" first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      SERVE_STATIC: '1',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'error',
      // Every JSON answer the journeys read is checked against its route's declared schema.
      CHECK_ANSWERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s:\n${out}`)),
      60_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Site and API: (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve(undefined);
        });
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server all the end-to-end tests share, with a loopback fake of the OpenAI API
 * (e2e/fake-openai.ts); both stop when the tests end.
 */
export default async function globalSetup() {
  const openai = await startFakeOpenAI();
  const server = await startE2EServer({
    RATE_LIMITS: process.env.E2E_RATE_LIMITS ?? 'off',
    OPENAI_API_KEY: 'e2e-key',
    OPENAI_BASE_URL: openai.url,
    TRANSLATE_TIMEOUT_MS: '5000',
    // Scheduled articles are published within a second of their time.
    NEWS_SCHEDULE_INTERVAL_MS: '1000',
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await openai.close();
  };
}
