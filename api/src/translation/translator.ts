import OpenAI from 'openai';
import { TRANSLATION } from '@vb/shared/constants';
import type { TranslationLanguage } from '@vb/shared/options';
import { DomainError } from '../domain/errors';
import type { Logger } from '../logger';

export interface TranslatorConfig {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface Translator {
  translate(text: string, from: TranslationLanguage, to: TranslationLanguage): Promise<string>;
}

const LANGUAGE_NAME: Record<TranslationLanguage, string> = { english: 'English', arabic: 'Arabic' };

/** The single user message of SPEC section 7: translate, keeping formatting, line breaks and bullets. */
function translationPrompt(
  text: string,
  from: TranslationLanguage,
  to: TranslationLanguage,
): string {
  return [
    `Translate the following ${LANGUAGE_NAME[from]} text into ${LANGUAGE_NAME[to]}.`,
    'Keep the formatting exactly as it is: line breaks, bullet points, numbered lists, headings,',
    'and markup such as **bold**, *italic*, <u>underline</u> and [links](url).',
    'Reply with the translation only, without any introduction or notes.',
    '',
    text,
  ].join('\n');
}

/** The text with every occurrence of the secret replaced (a service may echo the key it got). */
function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

/**
 * Translation through the official OpenAI client (any OpenAI-compatible server via OPENAI_BASE_URL).
 * Not configured: 503. Upstream error or timeout: 502. Empty text: empty result, no upstream call.
 */
export function createTranslator(config: TranslatorConfig, logger: Logger): Translator {
  const client = config.apiKey
    ? new OpenAI({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        timeout: config.timeoutMs,
        maxRetries: 0,
      })
    : undefined;
  return {
    async translate(text, from, to) {
      if (!text.trim()) return '';
      if (!client) {
        throw new DomainError(
          'not_configured',
          'translation_not_configured',
          'Translation is not configured on this server (set OPENAI_API_KEY)',
        );
      }
      // The client's own timeout ends when the headers arrive; this deadline also covers a
      // service that sends its headers and then stalls in the body.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: [{ role: 'user', content: translationPrompt(text, from, to) }],
            temperature: TRANSLATION.temperature,
            max_tokens: TRANSLATION.maxTokens,
          },
          { signal: deadline.signal },
        );
        return completion.choices[0]?.message?.content?.trim() ?? '';
      } catch (error) {
        const timedOut =
          error instanceof OpenAI.APIConnectionTimeoutError || deadline.signal.aborted;
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        // Never log the key, whatever the service echoed back in its error message.
        logger.error('Translation error', {
          status,
          timedOut,
          error: redact(error instanceof Error ? error.message : String(error), config.apiKey),
        });
        const reason = timedOut
          ? 'the translation service did not answer in time'
          : status
            ? `the translation service answered ${status}`
            : 'the translation service could not be reached';
        throw new DomainError(
          'upstream_failed',
          'translation_failed',
          `Failed to translate text: ${reason}`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
