/**
 * Registers the bridge's handlers on ipcMain. Every call is checked before its handler runs:
 * the sender must be the console's own page (main frame, app://admin), and the arguments must
 * match the method's zod schema (../../shared/schemas). Anything else is refused with an error.
 */
import type { DesktopApi } from '../../shared/bridge';
import { CHANNELS, type InvokeMethod } from '../../shared/channels';
import { ipcArgs, type IpcArgs } from '../../shared/schemas';
import { isTrustedSender, type SenderFrame } from '../security';

/** What each bridge method's handler takes (checked arguments) and answers. */
export type Handlers = {
  [M in InvokeMethod]: (...args: IpcArgs<M>) => Promise<Awaited<ReturnType<DesktopApi[M]>>>;
};

/** The part of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame: SenderFrame | null }, ...args: unknown[]) => unknown,
  ): void;
  removeHandler(channel: string): void;
}

export function registerIpcHandlers(
  ipc: IpcMainLike,
  handlers: Handlers,
  options: {
    isTrusted?: (frame: SenderFrame | null) => boolean;
    warn?: (message: string) => void;
  } = {},
): () => void {
  const isTrusted = options.isTrusted ?? isTrustedSender;
  const methods = Object.keys(CHANNELS).filter((m): m is InvokeMethod => m !== 'command');
  for (const method of methods) {
    const channel = CHANNELS[method];
    ipc.handle(channel, async (event, ...args) => {
      if (!isTrusted(event.senderFrame)) {
        options.warn?.(`Refused ${channel} from ${event.senderFrame?.url ?? 'an unknown sender'}`);
        throw new Error(`Refused: ${channel} is only for the console's own page`);
      }
      const parsed = ipcArgs[method].safeParse(args);
      if (!parsed.success) {
        options.warn?.(`Refused ${channel}: invalid arguments`);
        throw new Error(`Refused: invalid arguments for ${channel}`);
      }
      // The method and its checked arguments belong together (a correlated union TS cannot follow).
      const handler = handlers[method] as (...checked: unknown[]) => Promise<unknown>;
      return handler(...(parsed.data as unknown[]));
    });
  }
  return () => methods.forEach((method) => ipc.removeHandler(CHANNELS[method]));
}
