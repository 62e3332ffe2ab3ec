import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from './fake-openai';

export const E2E_ADMIN = { email: 'admin@example.test', password: 'correct horse battery staple' };

/**
 * Starts the real server (API + built site) on an ephemeral loopback port with a temporary SQLite
 * database and a loopback fake of the OpenAI API (e2e/fake-openai.ts), for all the end-to-end
 * tests; stops them and removes the data when they end.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.join(root, 'public-web', 'dist', 'index.html');
  if (!fs.existsSync(dist))
    throw new Error('public-web is not built: run "npm run build -w public-web" first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-e2e-'));
  const openai = await startFakeOpenAI();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      SERVE_STATIC: '1',
      RATE_LIMITS: process.env.E2E_RATE_LIMITS ?? 'off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'error',
      OPENAI_API_KEY: 'e2e-key',
      OPENAI_BASE_URL: openai.url,
      TRANSLATE_TIMEOUT_MS: '5000',
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
  process.env.E2E_BASE_URL = url;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve(undefined);
      });
    });
    await openai.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
