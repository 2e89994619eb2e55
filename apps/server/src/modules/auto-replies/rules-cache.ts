import type { Database } from '../../db/client.ts';
import { listRules, type RuleRecord } from './auto-replies.repo.ts';
import type { DecisionRule } from './choose-rule.ts';
import { decisionRule } from './decision-rules.ts';

// A gateway decides every incoming message against its account's rules: they are kept compiled
// (keywords normalised, patterns built) between messages, and read again when the account's rules
// change (their version comes with each message's facts) or after a short while, for what changes
// around them (a channel's devices, a template moved to the trash).

const MAX_AGE_MS = 30_000;
const MAX_ACCOUNTS = 5_000;

export interface CompiledRules {
  records: RuleRecord[];
  decision: DecisionRule[];
}

interface Entry extends CompiledRules {
  version: string;
  loadedAt: number;
}

const cache = new Map<string, Entry>();

/** The account's enabled rules, compiled, as of `version`. */
export async function enabledRules(db: Database, accountId: string, version: string, now = Date.now()) {
  const kept = cache.get(accountId);
  if (kept && kept.version === version && now - kept.loadedAt < MAX_AGE_MS) return kept;
  const records = await listRules(db, accountId, { enabled: true });
  const entry: Entry = { version, loadedAt: now, records, decision: records.map(decisionRule) };
  // Oldest first out when full: a Map keeps insertion order.
  cache.delete(accountId);
  if (cache.size >= MAX_ACCOUNTS) cache.delete(cache.keys().next().value!);
  cache.set(accountId, entry);
  return entry;
}
