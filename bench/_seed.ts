import { seedSubmissions } from './admin-data';
const ms = await seedSubmissions({ dataDir: '/tmp/perfdb' }, 100000);
console.log('seeded', ms);
