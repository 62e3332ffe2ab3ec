import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server speaking the chat-completions protocol, for the translation features in the
 * browser tests. It answers with a recognisable "translation" of the text (the last part of the
 * prompt after its blank line): `[AR] <text>` for a request to translate into Arabic, `[EN] …`
 * into English, before each part of a text sent in parts (an article's title and content, between
 * `[[vb-part]]` lines, kept as a model keeps them). A text containing `__FAIL__` gets an upstream
 * 500.
 */
export async function startFakeOpenAI(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1_000_000) req.destroy();
    });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      let prompt: string;
      try {
        const parsed = JSON.parse(body) as { messages?: { content?: string }[] };
        prompt = parsed.messages?.[0]?.content ?? '';
      } catch {
        res.writeHead(400).end();
        return;
      }
      const text = prompt.split('\n\n').slice(1).join('\n\n');
      if (text.includes('__FAIL__')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
        return;
      }
      const target = /into Arabic/.test(prompt) ? 'AR' : 'EN';
      const separator = '\n[[vb-part]]\n';
      const translated = text
        .split(separator)
        .map((part) => `[${target}] ${part}`)
        .join(separator);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'gpt-4o',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: translated },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
