import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from '../src/contracts/api-docs';
import { allRoutes } from '../src/contracts/routes';

const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const markdown = renderApiDocs();
writeFileSync(target, markdown);
console.log(`wrote ${target} (${allRoutes().length} routes)`);
