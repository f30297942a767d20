// `npm run db:types`: writes the database types generated from the migrations (decision 041).
import fs from 'node:fs/promises';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types-generator';

await fs.writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes());
console.log(`wrote ${DATABASE_TYPES_FILE.pathname}`);
