// The template language's parser: text, variables `{{name|fallback}}` and spintax `{a|b{c|d}}`.
// It never throws and never recurses, so no input (100,000 opening braces included) can break it:
// braces are paired in one pass with a stack, and the tree is built with an explicit stack too.
// What cannot be paired is kept as literal text and reported as a problem.

export type TemplateNode =
  | { type: 'text'; value: string }
  | { type: 'variable'; name: string; fallback: string | null; index: number }
  | { type: 'spin'; options: TemplateNode[][]; index: number };

export type ParseIssue =
  | { kind: 'unmatched_close'; index: number }
  | { kind: 'unclosed_open'; index: number }
  | { kind: 'empty_option'; index: number };

export interface ParsedTemplate {
  nodes: TemplateNode[];
  issues: ParseIssue[];
}

type Token =
  | { type: 'text'; value: string }
  | { type: 'variable'; name: string; fallback: string | null; index: number }
  | { type: 'open' | 'close' | 'bar'; index: number; literal: boolean };

/** `{{ name }}` or `{{ name | fallback }}`: anything without braces between double braces. */
const VARIABLE = /\{\{([^{}]*)\}\}/y;
/** `\{`, `\}` and `\|` write the character itself. */
const ESCAPABLE = new Set(['{', '}', '|']);

function tokenize(body: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flushText = () => {
    if (text) tokens.push({ type: 'text', value: text });
    text = '';
  };
  let i = 0;
  while (i < body.length) {
    const char = body[i]!;
    if (char === '\\' && ESCAPABLE.has(body[i + 1] ?? '')) {
      text += body[i + 1];
      i += 2;
      continue;
    }
    if (char === '{') {
      VARIABLE.lastIndex = i;
      const match = VARIABLE.exec(body);
      if (match) {
        flushText();
        const inner = match[1]!;
        const bar = inner.indexOf('|');
        tokens.push({
          type: 'variable',
          name: (bar === -1 ? inner : inner.slice(0, bar)).trim(),
          fallback: bar === -1 ? null : inner.slice(bar + 1).trim(),
          index: i,
        });
        i += match[0].length;
        continue;
      }
    }
    if (char === '{' || char === '}' || char === '|') {
      flushText();
      tokens.push({ type: char === '{' ? 'open' : char === '}' ? 'close' : 'bar', index: i, literal: false });
    } else {
      text += char;
    }
    i += 1;
  }
  flushText();
  return tokens;
}

/** Pairs braces; an unpaired one, and a bar outside any pair, becomes literal text. */
function pairBraces(tokens: Token[], issues: ParseIssue[]) {
  const open: Token[] = [];
  for (const token of tokens) {
    if (token.type === 'open') open.push(token);
    else if (token.type === 'close') {
      if (open.length > 0) open.pop();
      else {
        token.literal = true;
        issues.push({ kind: 'unmatched_close', index: token.index });
      }
    }
  }
  for (const token of open) {
    if (token.type !== 'open') continue;
    token.literal = true;
    issues.push({ kind: 'unclosed_open', index: token.index });
  }
}

interface Frame {
  spin: Extract<TemplateNode, { type: 'spin' }> | null;
  option: TemplateNode[];
  /** Where the current option starts, to report an empty one. */
  optionIndex: number;
}

function appendText(nodes: TemplateNode[], value: string) {
  const last = nodes.at(-1);
  if (last?.type === 'text') last.value += value;
  else nodes.push({ type: 'text', value });
}

/** Parses a template body into a tree; malformed parts are kept as text and listed in `issues`. */
export function parseTemplate(body: string): ParsedTemplate {
  const issues: ParseIssue[] = [];
  const tokens = tokenize(body);
  pairBraces(tokens, issues);
  const root: Frame = { spin: null, option: [], optionIndex: 0 };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const endOption = (frame: Frame, index: number) => {
    if (frame.option.length === 0) issues.push({ kind: 'empty_option', index });
    frame.spin!.options.push(frame.option);
  };
  for (const token of tokens) {
    const frame = top();
    if (token.type === 'text') appendText(frame.option, token.value);
    else if (token.type === 'variable') frame.option.push(token);
    else if (token.literal || (token.type === 'bar' && stack.length === 1)) {
      appendText(frame.option, token.type === 'open' ? '{' : token.type === 'close' ? '}' : '|');
    } else if (token.type === 'open') {
      stack.push({
        spin: { type: 'spin', options: [], index: token.index },
        option: [],
        optionIndex: token.index,
      });
    } else if (token.type === 'bar') {
      endOption(frame, frame.optionIndex);
      frame.option = [];
      frame.optionIndex = token.index;
    } else {
      endOption(frame, frame.optionIndex);
      stack.pop();
      top().option.push(frame.spin!);
    }
  }
  return { nodes: root.option, issues };
}
