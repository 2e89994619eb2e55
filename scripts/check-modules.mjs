// The server's boundaries, checked in `npm run check` (and so in CI):
// 1. A unit (a feature module `modules/<name>/`, or `sending/`, `whatsapp/`, `jobs/`, `http/`, …)
//    reaches another unit's queries only through what that unit exports in its `index.ts` (or a
//    service), never by importing its `*.repo.ts`.
// 2. Only the sending module writes the outbox (`wa_outbox` and its transitions): every message
//    goes in through `enqueue` and moves through `outbox-moves.repo.ts`.
// Tests and test helpers may reach anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = new URL('../apps/server/src/', import.meta.url).pathname;
const EXEMPT = /\.test\.ts$|(^|\/)test\/|(^|\/)testing\//;
const IMPORT = /import\s+(?:type\s+)?[^;]*?\s+from\s+'(\.[^']+)';/gms;
const OUTBOX_WRITE =
  /\.(insert|update)\(\s*(waOutbox|waOutboxTransitions)\b|\b(update|insert\s+into)\s+(\$\{\s*)?(wa_outbox|waOutbox)(_transitions|Transitions)?\b/g;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `modules/contacts`, `sending`, `whatsapp`, …: the unit a file belongs to. */
function unitOf(path) {
  const [top, name] = relative(ROOT, path).split('/');
  return top === 'modules' ? `modules/${name}` : top;
}

const offenders = [];
for (const path of files(ROOT)) {
  const name = relative(ROOT, path);
  if (EXEMPT.test(name)) continue;
  const text = readFileSync(path, 'utf8');
  for (const [, spec] of text.matchAll(IMPORT)) {
    const target = resolve(dirname(path), spec);
    if (target.endsWith('.repo.ts') && target.startsWith(ROOT) && unitOf(target) !== unitOf(path))
      offenders.push(`${name}: imports ${relative(ROOT, target)} (use ${unitOf(target)}/index.ts)`);
  }
  if (unitOf(path) !== 'sending')
    for (const [write] of text.matchAll(OUTBOX_WRITE))
      offenders.push(`${name}: writes the outbox (${write.trim()}); queue through sending/index.ts`);
}
if (offenders.length > 0) {
  console.error("Module boundaries: these files reach into another module's inside:");
  for (const offender of offenders) console.error(`  ${offender}`);
  process.exit(1);
}
console.log('Modules: every unit reaches another through its index.ts; only sending/ writes the outbox.');
