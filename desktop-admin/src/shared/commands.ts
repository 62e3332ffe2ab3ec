/**
 * The check of what the main process sends the page (`CHANNELS.command`), in the sandboxed
 * preload: a menu command, or a list to open with perhaps one item. Anything else is
 * dropped; what passes is a fresh object of checked fields. Free of any library (the preload
 * bundles nothing else).
 */
import type { DesktopCommand, OpenTarget } from './bridge';
import { OPEN_TARGET_KINDS } from './constants';

const COMMANDS: readonly string[] = ['change-server'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The command as the page may receive it, or null. */
export function checkedCommand(value: unknown): DesktopCommand | null {
  if (typeof value === 'string') return COMMANDS.includes(value) ? (value as DesktopCommand) : null;
  if (!isRecord(value) || !isRecord(value.open)) return null;
  const { kind: rawKind, id } = value.open;
  const kind = OPEN_TARGET_KINDS.find((k) => k === rawKind);
  if (!kind) return null;
  if (id === undefined) return { open: { kind } };
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  const target: OpenTarget = { kind, id };
  return { open: target };
}
