/** Bridge handler of file saving: the native save dialog flow of ../saveFile. */
import { saveFileFlow, type SaveFileDeps } from '../saveFile';
import type { Handlers } from './register';

export function fileHandlers(deps: SaveFileDeps): Pick<Handlers, 'saveFile'> {
  return {
    saveFile: (file) => saveFileFlow(file, deps),
  };
}
