import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A parse without the codes would show a visitor zod's English ("Invalid input") in any language.

const SRC = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod answers error codes in the browser app', () => {
  it('every module that parses with a schema imports app/issue-codes.ts', () => {
    const parsing = sources(SRC).filter((path) =>
      /\.safeParse\(|\.parse\((?!\s*[\w.]*\)\s*as)|schemaResolver\(/.test(
        readFileSync(path, 'utf8').replace(/JSON\.parse\(|Date\.parse\(/g, ''),
      ),
    );
    // The scan finds the parsers (the shared form-errors helper and the forms with rules of their own).
    expect(parsing.length).toBeGreaterThan(5);
    const missing = parsing.filter(
      (path) => !/import '[./]*\/?(app\/)?issue-codes\.ts';/.test(readFileSync(path, 'utf8')),
    );
    expect(missing.map((path) => relative(SRC, path))).toEqual([]);
  });

  it('the start of the app does not configure zod (it would bring zod into the first page)', () => {
    expect(readFileSync(join(SRC, 'main.tsx'), 'utf8')).not.toMatch(/answerIssuesWithCodes|issue-codes/);
  });
});
