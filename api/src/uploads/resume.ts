import { RESUME } from '@vb/shared/constants';
import { invalid, tooLarge } from '../domain/errors';
import {
  cleanBase64,
  cleanBase64Bytes,
  decodeBase64Bytes,
  decodedLength,
  decodedLengthOfBytes,
} from './base64';
import { extensionOf, sanitizeFilename } from './filename';
import { isDoc, isDocx, isPdf } from './magic';

export interface Resume {
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const fileTooLarge = () =>
  tooLarge('resume_too_large', 'File is too large. Maximum size is 10MB.', [
    { path: 'resumeData', message: 'File is too large. Maximum size is 10MB.' },
  ]);

const wrongType = (detail: string) =>
  invalid(
    'resume_invalid_type',
    `Only PDF and Word documents (.pdf, .doc, .docx) are accepted: ${detail}`,
    [{ path: 'resumeFilename', message: 'Only .pdf, .doc and .docx files are accepted' }],
  );

/**
 * Refuses, before field validation, résumé data too long to hold at most 10 MB: a file of any
 * size over the limit answers 413 resume_too_large (not a generic 400 from the length bound of
 * the payload schema, which only applies a little above the limit).
 */
export function assertResumeSizeAllowed(rawData: unknown): void {
  if (Buffer.isBuffer(rawData)) {
    if (decodedLengthOfBytes(rawData) > RESUME.maxBytes) throw fileTooLarge();
    return;
  }
  if (typeof rawData !== 'string') return;
  const comma = rawData.startsWith('data:') ? rawData.indexOf(',') : -1;
  const body = (comma >= 0 ? rawData.slice(comma + 1) : rawData).replace(/\s+/g, '');
  if (decodedLength(body) > RESUME.maxBytes) throw fileTooLarge();
}

/** Why a document is not accepted, as `documentProblem` tells it. */
export type DocumentProblem = 'type' | 'size' | 'empty';

/** The accepted extension of a (sanitised) file name and its MIME type, if it has one. */
function acceptedType(filename: string): { ext: string; mimeType: string } | undefined {
  const ext = extensionOf(filename);
  const mimeType = MIME_BY_EXTENSION[ext];
  return mimeType && (RESUME.extensions as readonly string[]).includes(ext)
    ? { ext, mimeType }
    : undefined;
}

/** Whether the bytes are the document their extension says (magic.ts). */
async function contentMatches(ext: string, bytes: Buffer): Promise<boolean> {
  return (
    (ext === '.pdf' && (await isPdf(bytes))) ||
    (ext === '.docx' && isDocx(bytes)) ||
    (ext === '.doc' && isDoc(bytes))
  );
}

/**
 * The résumé's checks on a document already in bytes (an e-mail's attachment): what is wrong with
 * it, or its sanitised name and MIME type.
 */
export async function documentProblem(
  rawFilename: string,
  bytes: Buffer,
): Promise<{ problem: DocumentProblem } | { filename: string; mimeType: string }> {
  const filename = sanitizeFilename(rawFilename, 'attachment');
  const type = acceptedType(filename);
  if (!type) return { problem: 'type' };
  if (bytes.length > RESUME.maxBytes) return { problem: 'size' };
  if (bytes.length === 0) return { problem: 'empty' };
  if (!(await contentMatches(type.ext, bytes))) return { problem: 'type' };
  return { filename, mimeType: type.mimeType };
}

/**
 * Decodes and checks a résumé: at most 10 MB, an accepted extension AND content whose magic bytes
 * match it (magic.ts). No part of an archive is decompressed: a .docx is recognised from its zip
 * directory only, and file-type sees no more of a .pdf than its first bytes.
 */
export async function decodeResume(rawFilename: string, rawData: string | Buffer): Promise<Resume> {
  const filename = sanitizeFilename(rawFilename);
  const ext = extensionOf(filename);
  const type = acceptedType(filename);
  if (!type) throw wrongType(`"${ext || 'no extension'}" is not an accepted extension`);
  const { mimeType } = type;
  const clean = Buffer.isBuffer(rawData) ? rawData : cleanBase64(rawData, 'resumeData');
  const size = Buffer.isBuffer(clean) ? decodedLengthOfBytes(clean) : decodedLength(clean);
  if (size > RESUME.maxBytes) throw fileTooLarge();
  if (size === 0) {
    throw invalid('resume_empty', 'The uploaded file is empty', [
      { path: 'resumeData', message: 'The uploaded file is empty' },
    ]);
  }
  const bytes = Buffer.isBuffer(clean) ? decodeBase64Bytes(clean) : Buffer.from(clean, 'base64');
  if (!(await contentMatches(ext, bytes)))
    throw wrongType(`the file's content is not a ${ext.slice(1).toUpperCase()} document`);
  return { filename, mimeType, bytes };
}

/**
 * The résumé data of an application whose body parser kept the `resumeData` string as bytes
 * (`kept`): its clean base64 payload as a Buffer, decoded later without a large string. When the
 * bytes are not clean base64, the value is put back into `body` as the string it was, so the usual
 * checks answer exactly as for any other body.
 */
export function keptResumeData(
  kept: Buffer | undefined,
  body: Record<string, unknown> | undefined,
): Buffer | undefined {
  if (!kept || !body) return undefined;
  const clean = cleanBase64Bytes(kept);
  if (!clean) body.resumeData = kept.toString('latin1');
  return clean;
}
