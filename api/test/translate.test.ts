import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, PART_SEPARATOR, fakeTranslation, startFakeOpenAI } from './fakeOpenAI';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

type Fetcher = (pathname: string, init?: RequestInit) => Promise<Response>;

let fake: FakeOpenAI;
/** Configured against the fake with a short timeout and the default model. */
let server: TestServer;
let admin: Fetcher;

const openaiEnv = () => ({
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: `${fake.url}/v1`,
  TRANSLATE_TIMEOUT_MS: '500',
});

const translate = (fetcher: Fetcher, body: unknown, headers: Record<string, string> = {}) =>
  fetcher('/api/translate', json('POST', body, headers));
const translateBatch = (fetcher: Fetcher, body: unknown) =>
  fetcher('/api/translate/batch', json('POST', body));
/** An article's title and content, as the editor's Translate sends them. */
const ARTICLE = {
  texts: [
    'Quarterly results',
    'Revenue **grew**.\n- Riyadh office\n- [Report](https://example.com/r)',
  ],
  fromLanguage: 'english',
  toLanguage: 'arabic',
};

interface ChatBody {
  model: string;
  temperature: number;
  max_tokens: number;
  messages: { role: string; content: string }[];
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer(openaiEnv());
  admin = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('POST /api/translate against an OpenAI-compatible server', () => {
  it('translates with one chat completion: key, default model, temperature, max tokens, one user message', async () => {
    const text = 'Welcome to our company';
    const res = await translate(admin, { text, fromLanguage: 'english', toLanguage: 'arabic' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { translatedText: string };
    expect(body).toEqual({ translatedText: fakeTranslation(text) });
    expect(body.translatedText).toBe(`ترجمة: ${text}`);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    const chat = request?.body as ChatBody;
    expect(chat.model).toBe('gpt-4o');
    expect(chat.temperature).toBe(0.3);
    expect(chat.max_tokens).toBe(2000);
    expect(chat.messages).toHaveLength(1);
    const [message] = chat.messages;
    expect(message?.role).toBe('user');
    expect(message?.content).toContain(text);
    expect(message?.content).toMatch(/English/);
    expect(message?.content).toMatch(/Arabic/);
    expect(message?.content).toMatch(/format/i);
    expect(message?.content).toMatch(/line breaks/i);
    expect(message?.content).toMatch(/bullet/i);
  });

  it('returns exactly what the service replied (custom reply, Arabic to English)', async () => {
    fake.setMode({ kind: 'custom', content: 'Hello, world' });
    const res = await translate(admin, {
      text: 'مرحبا بالعالم',
      fromLanguage: 'arabic',
      toLanguage: 'english',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ translatedText: 'Hello, world' });
    expect(fake.requests).toHaveLength(1);
    const content = (fake.requests[0]?.body as ChatBody).messages[0]?.content ?? '';
    expect(content).toContain('مرحبا بالعالم');
    expect(content).toMatch(/Arabic text into English/);
  });

  it('sends the OPENAI_MODEL override', async () => {
    const other = await startTestServer({ ...openaiEnv(), OPENAI_MODEL: 'gpt-4o-mini' });
    try {
      const res = await translate(await other.signIn(), {
        text: 'Hi',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ translatedText: 'ترجمة: Hi' });
      expect(fake.requests).toHaveLength(1);
      expect((fake.requests[0]?.body as ChatBody).model).toBe('gpt-4o-mini');
    } finally {
      await other.close();
    }
  });

  it('keeps the markup: markers and addresses never reach the model and come back in place', async () => {
    const text =
      'Our services:\n- Investment advice\n- Islamic finance\n\n1. First\n2. Second\n**bold** line, [more](https://example.com/a?b=1)';
    // The model's answer: the words translated, line for line, the markup kept.
    const reply =
      'خدماتنا:\nاستشارات استثمارية\nتمويل إسلامي\nأولا\nثانيا\nسطر **عريض**، [المزيد](vb-url-1)';
    fake.setMode({ kind: 'custom', content: reply });
    const res = await translate(admin, { text, fromLanguage: 'english', toLanguage: 'arabic' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      translatedText:
        'خدماتنا:\n- استشارات استثمارية\n- تمويل إسلامي\n\n1. أولا\n2. ثانيا\nسطر **عريض**، [المزيد](https://example.com/a?b=1)',
    });
    expect(fake.requests).toHaveLength(1);
    const content = (fake.requests[0]?.body as ChatBody).messages[0]?.content ?? '';
    expect(
      content.endsWith(
        '\nInvestment advice\nIslamic finance\nFirst\nSecond\n**bold** line, [more](vb-url-1)',
      ),
    ).toBe(true);
    expect(content).not.toContain('https://example.com');
  });

  it('refuses a reply that lost the markup with translation_markup_changed, without asking again', async () => {
    const text = 'We **grew** this year.\n- and hired';
    fake.setMode({ kind: 'custom', content: 'نمونا هذا العام.\nووظفنا' });
    const res = await translate(admin, { text, fromLanguage: 'english', toLanguage: 'arabic' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'translation_markup_changed' });
    // One request, one call: the person may ask again, a retry here would be paid and waited for.
    expect(fake.requests).toHaveLength(1);
    // The 'ok' model keeps it: the same text goes through.
    fake.setMode({ kind: 'ok' });
    const ok = await translate(admin, { text, fromLanguage: 'english', toLanguage: 'arabic' });
    expect(await ok.json()).toEqual({
      translatedText: 'ترجمة: We **grew** this year.\n- and hired',
    });
  });

  it('answers 502 translation_unavailable on an upstream 500, without retrying', async () => {
    fake.setMode({ kind: 'error500' });
    const res = await translate(admin, {
      text: 'Hello',
      fromLanguage: 'english',
      toLanguage: 'arabic',
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('translation_unavailable');
    expect(body.message).toBe('Failed to translate text: the translation service answered 500');
    expect(body.message).not.toMatch(/test-key/);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 502 translation_timeout quickly when the service hangs', async () => {
    fake.setMode({ kind: 'hang' });
    const started = Date.now();
    const res = await translate(
      admin,
      { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' },
      {},
    );
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('translation_timeout');
    expect(body.message).toBe(
      'Failed to translate text: the translation service did not answer in time',
    );
    expect(elapsed).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  }, 15_000);

  it('answers 502 translation_unavailable when the service cannot be reached', async () => {
    const gone = await startFakeOpenAI();
    const goneUrl = gone.url;
    await gone.close();
    const other = await startTestServer({ ...openaiEnv(), OPENAI_BASE_URL: `${goneUrl}/v1` });
    try {
      const res = await translate(await other.signIn(), {
        text: 'Hello',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        code: 'translation_unavailable',
        message: 'Failed to translate text: the translation service could not be reached',
        requestId: expect.any(String),
      });
    } finally {
      await other.close();
    }
  });

  it.each<[string, Parameters<FakeOpenAI['setMode']>[0], string, string]>([
    ['a wrong key (401)', { kind: 'status', status: 401 }, 'translation_refused', 'answered 401'],
    ['a spent quota (429)', { kind: 'status', status: 429 }, 'translation_refused', 'answered 429'],
    [
      'an overloaded service (503)',
      { kind: 'status', status: 503 },
      'translation_unavailable',
      'answered 503',
    ],
    [
      'the model’s refusal',
      { kind: 'custom', content: '', refusal: 'I cannot help with that.' },
      'translation_refused',
      'refused',
    ],
    [
      'a content filter',
      { kind: 'custom', content: '', finishReason: 'content_filter' },
      'translation_refused',
      'refused',
    ],
    [
      'an empty answer',
      { kind: 'custom', content: '  ' },
      'translation_unusable',
      'answered nothing',
    ],
    [
      'an answer cut off',
      { kind: 'custom', content: 'مرحبا', finishReason: 'length' },
      'translation_unusable',
      'cut off',
    ],
  ])('%s → 502 %s, one upstream request', async (_name, mode, code, reason) => {
    fake.setMode(mode);
    const res = await translateBatch(admin, ARTICLE);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message).toContain(reason);
    expect(body.message).not.toMatch(/test-key/);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 503 translation_not_configured without OPENAI_API_KEY', async () => {
    const bare = await startTestServer({ OPENAI_BASE_URL: `${fake.url}/v1` });
    try {
      const bareAdmin = await bare.signIn();
      const res = await translate(bareAdmin, {
        text: 'Hello',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('translation_not_configured');
      expect(typeof body.message).toBe('string');
      const batch = await translateBatch(bareAdmin, ARTICLE);
      expect(batch.status).toBe(503);
      expect(((await batch.json()) as { code: string }).code).toBe('translation_not_configured');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it('returns an empty translation for empty or blank text without calling the service', async () => {
    for (const text of ['', '   ', '\n\t ']) {
      const res = await translate(admin, { text, fromLanguage: 'english', toLanguage: 'arabic' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ translatedText: '' });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('requires a signed-in admin; a bearer token works too', async () => {
    const anonymous = await translate(server.api, {
      text: 'Hello',
      fromLanguage: 'english',
      toLanguage: 'arabic',
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('unauthorized');

    const bogus = await translate(
      server.api,
      { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' },
      { authorization: 'Bearer not-a-real-token' },
    );
    expect(bogus.status).toBe(401);
    expect(((await bogus.json()) as { code: string }).code).toBe('unauthorized');
    expect(fake.requests).toHaveLength(0);

    const tokenRes = await server.api(
      '/api/auth/token',
      json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    expect(tokenRes.status).toBe(200);
    const { token } = (await tokenRes.json()) as { token: string };
    expect(token).toEqual(expect.any(String));
    const res = await translate(
      server.api,
      { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ translatedText: 'ترجمة: Hello' });
    expect(fake.requests).toHaveLength(1);
    // The API's own bearer token is never forwarded; the service sees the configured key.
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer test-key');
  });

  describe('POST /api/translate/batch: an editor’s click, one upstream call', () => {
    it('translates the title and the content in one chat completion, each in its place', async () => {
      const res = await translateBatch(admin, ARTICLE);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        translatedTexts: [
          'ترجمة: Quarterly results',
          'ترجمة: Revenue **grew**.\n- Riyadh office\n- [Report](https://example.com/r)',
        ],
      });
      expect(fake.requests).toHaveLength(1);
      const content = (fake.requests[0]?.body as ChatBody).messages[0]?.content ?? '';
      // The parts go separated by a line the model is told to keep; the markup guard still applies.
      expect(content).toContain(`keep each of them`);
      expect(
        content.endsWith(
          `\nQuarterly results\n${PART_SEPARATOR}\nRevenue **grew**.\nRiyadh office\n[Report](vb-url-1)`,
        ),
      ).toBe(true);
      expect(content).not.toContain('https://example.com');
    });

    it('leaves blank texts blank, and calls nothing when every text is', async () => {
      const res = await translateBatch(admin, { ...ARTICLE, texts: ['', 'Body', '  '] });
      expect(await res.json()).toEqual({ translatedTexts: ['', 'ترجمة: Body', ''] });
      expect(fake.requests).toHaveLength(1);
      fake.reset();
      const none = await translateBatch(admin, { ...ARTICLE, texts: ['', ' \n '] });
      expect(await none.json()).toEqual({ translatedTexts: ['', ''] });
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses an answer whose parts cannot be told apart: translation_unusable', async () => {
      fake.setMode({ kind: 'custom', content: 'نتائج ربع سنوية\nنما الدخل' });
      const res = await translateBatch(admin, {
        ...ARTICLE,
        texts: ['Quarterly results', 'Revenue grew.'],
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'translation_unusable' });
      expect(fake.requests).toHaveLength(1);
    });

    it('refuses a part that lost its markup: translation_markup_changed, one call', async () => {
      fake.setMode({
        kind: 'custom',
        content: `نتائج\n${PART_SEPARATOR}\nنما الدخل.\nمكتب الرياض\nالتقرير`,
      });
      const res = await translateBatch(admin, ARTICLE);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'translation_markup_changed' });
      expect(fake.requests).toHaveLength(1);
    });

    it.each<[string, unknown]>([
      ['no texts', { ...ARTICLE, texts: [] }],
      ['more than 8 texts', { ...ARTICLE, texts: Array.from({ length: 9 }, () => 'a') }],
      ['a text over 20000 characters', { ...ARTICLE, texts: ['a', 'a'.repeat(20_001)] }],
      ['same languages', { ...ARTICLE, toLanguage: 'english' }],
      ['a text that is not a string', { ...ARTICLE, texts: ['a', 1] }],
      ['a line reading the separator', { ...ARTICLE, texts: ['a', `b\n${PART_SEPARATOR}\nc`] }],
    ])('%s → 400 validation_failed', async (_name, body) => {
      const res = await translateBatch(admin, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('rejects bad requests before calling the service', () => {
    const base = { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' };
    const cases: [string, unknown][] = [
      ['missing text', { fromLanguage: 'english', toLanguage: 'arabic' }],
      ['unknown language', { ...base, fromLanguage: 'french' }],
      ['same languages', { ...base, toLanguage: 'english' }],
      ['unknown extra field', { ...base, model: 'gpt-4' }],
      ['text over 20000 characters', { ...base, text: 'a'.repeat(20_001) }],
      ['text not a string', { ...base, text: 42 }],
      ['an array body', [base]],
    ];
    it.each(cases)('%s → 400 validation_failed', async (_name, body) => {
      const res = await translate(admin, body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { code: string; message: string; issues?: unknown[] };
      expect(answer.code).toBe('validation_failed');
      expect(typeof answer.message).toBe('string');
      expect(fake.requests).toHaveLength(0);
    });

    it('accepts text of exactly 20000 characters', async () => {
      fake.setMode({ kind: 'custom', content: 'ok' });
      const res = await translate(admin, { ...base, text: 'a'.repeat(20_000) });
      expect(res.status).toBe(200);
      expect(fake.requests).toHaveLength(1);
    });

    it('malformed JSON → 400 invalid_json', async () => {
      const res = await admin('/api/translate', json('POST', '{"text": "Hello",'));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_json');
      expect(fake.requests).toHaveLength(0);
    });

    it('text/plain → 415', async () => {
      const res = await admin('/api/translate', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(base),
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { code: string }).code).toBe('unsupported_media_type');
      expect(fake.requests).toHaveLength(0);
    });
  });
});
