/**
 * Bridge handler of outside links: only what ../security's createExternalOpener allows (the
 * chosen server's site, mailto:, tel:) reaches the system; the answer says whether it did.
 */
import type { Handlers } from './register';

export function shellHandlers(deps: {
  /** The checked opener (../security createExternalOpener). */
  openExternal(url: string): Promise<boolean>;
}): Pick<Handlers, 'openExternal'> {
  return {
    openExternal: (url) => deps.openExternal(url),
  };
}
