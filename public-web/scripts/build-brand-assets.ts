/** `npm run build` (public-web): writes the brand files into the built site (see brandAssets.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBrandAssets } from './brandAssets';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const written = await writeBrandAssets(dist);
process.stdout.write(`brand files: ${written.join(', ')}\n`);
