import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from '../src/contracts/api-docs';

const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const markdown = renderApiDocs();
writeFileSync(target, markdown);
console.log(`wrote ${target} (${markdown.split('\n').filter((l) => l.startsWith('| `')).length} routes)`);
