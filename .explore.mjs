import { print, visit } from 'graphql';
import { loadMagentoDocument } from '/work/shared/magento-schema/load-schema.mjs';
const doc = visit(loadMagentoDocument(), { enter(n) { if (n.description) return { ...n, description: undefined }; } });
const want = new Set(process.argv.slice(2));
for (const d of doc.definitions) if (d.name && (want.has(d.name.value) || want.has('*'))) console.log(print(d));
