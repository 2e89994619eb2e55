import { type ParseIssue, parseTemplate, type TemplateNode } from './parse.ts';

// The template language, used by the editor's live preview and by campaigns at start (one message
// per recipient):
// - `{{name}}`, `{{phone}}`, `{{email}}`, `{{<custom field key>}}`, each with an optional fallback
//   used when the value is empty or missing: `{{name|there}}`; spaces inside are ignored.
// - spintax `{Hi|Hello|Hey}`, nested allowed (`{Hi {there|friend}|Hello}`): one option per recipient.
// - `\{`, `\}` and `\|` write the character itself.
// Variable names match their contact's keys exactly, else ignoring case.

export interface TemplateContact {
  name: string;
  phone: string;
  email?: string | null;
  customFields: Record<string, string>;
}

/** The variables every contact has; custom fields add the account's own keys. */
export const BUILT_IN_TEMPLATE_VARIABLES = ['name', 'phone', 'email'] as const;

/** Codes of the error catalogue (`errors/error-texts.ts`), one per kind of problem. */
export const TEMPLATE_PROBLEM_CODES = [
  'template_unknown_variable',
  'template_variable_unnamed',
  'template_unmatched_brace',
  'template_unclosed_spintax',
  'template_empty_option',
] as const;
export type TemplateProblemCode = (typeof TEMPLATE_PROBLEM_CODES)[number];

export interface TemplateProblem {
  code: TemplateProblemCode;
  /** Where in the body it is (a character offset). */
  index: number;
  /** The unknown variable's name, as written. */
  params?: { name: string };
}

const ISSUE_CODES: Record<ParseIssue['kind'], TemplateProblemCode> = {
  unmatched_close: 'template_unmatched_brace',
  unclosed_open: 'template_unclosed_spintax',
  empty_option: 'template_empty_option',
};

function lookup(values: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(values, name)) return values[name];
  const lower = name.toLowerCase();
  const key = Object.keys(values).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : values[key];
}

function contactValues(contact: TemplateContact): Record<string, string> {
  // Built-ins win over custom fields of the same name.
  return { ...contact.customFields, name: contact.name, phone: contact.phone, email: contact.email ?? '' };
}

/** One option of `count`, from a random number in [0, 1); a broken source still picks one. */
function pick(count: number, random: () => number): number {
  const value = random();
  if (!Number.isFinite(value)) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor(value * count)));
}

/**
 * The message one contact gets: variables filled (or their fallback, or nothing), one option of each
 * spintax picked with `random`. Malformed parts are written as they stand; it never throws.
 */
export function renderTemplate(
  body: string,
  contact: TemplateContact,
  random: () => number = Math.random,
): string {
  const values = contactValues(contact);
  let out = '';
  // Depth-first over the tree without recursion: a stack of node lists still to write.
  const pending: TemplateNode[][] = [parseTemplate(body).nodes.slice().reverse()];
  while (pending.length > 0) {
    const nodes = pending[pending.length - 1]!;
    const node = nodes.pop();
    if (!node) {
      pending.pop();
      continue;
    }
    if (node.type === 'text') out += node.value;
    else if (node.type === 'variable') {
      const value = node.name ? (lookup(values, node.name) ?? '') : '';
      out += value.trim() === '' ? (node.fallback ?? '') : value;
    } else if (node.options.length > 0) {
      pending.push(node.options[pick(node.options.length, random)]!.slice().reverse());
    }
  }
  return out;
}

/** Visits every node in document order, without recursion. */
function walk(nodes: TemplateNode[], visit: (node: TemplateNode) => void) {
  const pending: { nodes: TemplateNode[]; next: number }[] = [{ nodes, next: 0 }];
  while (pending.length > 0) {
    const top = pending[pending.length - 1]!;
    const node = top.nodes[top.next++];
    if (!node) {
      pending.pop();
      continue;
    }
    visit(node);
    if (node.type === 'spin') {
      for (let i = node.options.length - 1; i >= 0; i--) pending.push({ nodes: node.options[i]!, next: 0 });
    }
  }
}

/** The variables a body uses, each once (the first spelling), in order of appearance. */
export function templateVariables(body: string): string[] {
  const names = new Map<string, string>();
  walk(parseTemplate(body).nodes, (node) => {
    if (node.type === 'variable' && node.name && !names.has(node.name.toLowerCase())) {
      names.set(node.name.toLowerCase(), node.name);
    }
  });
  return [...names.values()];
}

/**
 * What is wrong with a body, in order of position: unknown variables (each once, with its name),
 * variables without a name, unbalanced braces and empty spintax options. Empty: it is fine.
 */
export function checkTemplate(body: string, knownVariables: readonly string[]): TemplateProblem[] {
  const known = new Set(knownVariables.map((name) => name.toLowerCase()));
  const parsed = parseTemplate(body);
  const problems: TemplateProblem[] = parsed.issues.map((issue) => ({
    code: ISSUE_CODES[issue.kind],
    index: issue.index,
  }));
  const reported = new Set<string>();
  walk(parsed.nodes, (node) => {
    if (node.type !== 'variable') return;
    if (!node.name) problems.push({ code: 'template_variable_unnamed', index: node.index });
    else if (!known.has(node.name.toLowerCase()) && !reported.has(node.name.toLowerCase())) {
      reported.add(node.name.toLowerCase());
      problems.push({ code: 'template_unknown_variable', index: node.index, params: { name: node.name } });
    }
  });
  return problems.sort((a, b) => a.index - b.index);
}
