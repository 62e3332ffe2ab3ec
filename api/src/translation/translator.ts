import OpenAI from 'openai';
import { TRANSLATION } from '@vb/shared/constants';
import type { TranslationLanguage } from '@vb/shared/options';
import type { ErrorCode } from '@vb/shared/errors';
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

/**
 * The line between the parts of a text translated in one call (an article's title and content):
 * the model keeps it, and the answer is cut at it into the parts' translations.
 */
export const PART_SEPARATOR = '[[vb-part]]';

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
    ...(text.includes(PART_SEPARATOR)
      ? [
          `Lines reading ${PART_SEPARATOR} separate independent parts of the text:`,
          'keep each of them, unchanged, on its own line.',
        ]
      : []),
    'Reply with the translation only, without any introduction or notes.',
    '',
    text,
  ].join('\n');
}

/** A failure of the service, with its code and the reason its message gives. */
function failure(code: ErrorCode, reason: string): DomainError {
  return new DomainError('upstream_failed', code, `Failed to translate text: ${reason}`);
}

/** The text with every occurrence of the secret replaced (a service may echo the key it got). */
function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

/**
 * Translation through the official OpenAI client (any OpenAI-compatible server via OPENAI_BASE_URL),
 * one chat completion per call, never retried. Empty text: empty result, no upstream call. Each
 * failure has its own code, so that staff are told what went wrong: not configured (503); the
 * service unreachable or failing itself (5xx), `translation_unavailable`; no answer in time,
 * `translation_timeout`; a refusal (4xx: key, model, quota; or the model's own refusal or content
 * filter), `translation_refused`; an empty or cut-off answer, `translation_unusable` (all 502).
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
      let choice: OpenAI.ChatCompletion.Choice | undefined;
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
        choice = completion.choices[0];
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
        if (timedOut) {
          throw failure('translation_timeout', 'the translation service did not answer in time');
        }
        if (!status) {
          throw failure('translation_unavailable', 'the translation service could not be reached');
        }
        throw failure(
          status < 500 ? 'translation_refused' : 'translation_unavailable',
          `the translation service answered ${status}`,
        );
      } finally {
        clearTimeout(timer);
      }
      const answer = choice?.message?.content?.trim() ?? '';
      if (choice?.message?.refusal || choice?.finish_reason === 'content_filter') {
        logger.error('Translation refused', { finishReason: choice.finish_reason });
        throw failure('translation_refused', 'the model refused to translate the text');
      }
      if (!answer || choice?.finish_reason === 'length') {
        logger.error('Translation unusable', { finishReason: choice?.finish_reason });
        throw failure(
          'translation_unusable',
          answer ? 'the translation was cut off' : 'the translation service answered nothing',
        );
      }
      return answer;
    },
  };
}
