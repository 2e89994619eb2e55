import { describe, expect, it } from 'vitest';
import { checkTemplate, renderTemplate, type TemplateContact, templateVariables } from './render.ts';

const sari: TemplateContact = {
  name: 'Sari',
  phone: '+6281234567890',
  email: 'sari@example.co.id',
  customFields: { city: 'Bandung', order_id: 'A-17', empty: '  ' },
};
const nobody: TemplateContact = { name: '', phone: '+6281200000000', customFields: {} };

/** A random source that answers the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('renderTemplate: variables', () => {
  it('fills the built-ins and custom fields, tolerating spaces inside the braces', () => {
    expect(renderTemplate('Hi {{name}} ({{ phone }}, {{email}}) from {{  city  }}', sari)).toBe(
      'Hi Sari (+6281234567890, sari@example.co.id) from Bandung',
    );
  });

  it('uses the fallback when the value is empty, blank or missing, and the value when there is one', () => {
    expect(renderTemplate('Hi {{name|there}}!', sari)).toBe('Hi Sari!');
    expect(renderTemplate('Hi {{name|there}}!', nobody)).toBe('Hi there!');
    expect(renderTemplate('{{empty|none}} {{email | no email}} {{missing|?}}', nobody)).toBe(
      'none no email ?',
    );
    expect(renderTemplate('Hi {{ name | my friend }}.', nobody)).toBe('Hi my friend.');
  });

  it('writes nothing for an empty value without a fallback', () => {
    expect(renderTemplate('[{{name}}][{{unknown}}][{{name|}}]', nobody)).toBe('[][][]');
  });

  it('matches names ignoring case when no key is spelt the same', () => {
    expect(renderTemplate('{{Name}} {{CITY}}', sari)).toBe('Sari Bandung');
    expect(renderTemplate('{{City}}', { ...sari, customFields: { City: 'Medan', city: 'Bogor' } })).toBe(
      'Medan',
    );
  });

  it('keeps the built-ins over a custom field of the same name', () => {
    expect(renderTemplate('{{name}}', { ...sari, customFields: { name: 'Other' } })).toBe('Sari');
  });
});

describe('renderTemplate: spintax', () => {
  it('picks one option per message with the random source', () => {
    expect(renderTemplate('{Hi|Hello|Hey} {{name}}', sari, () => 0)).toBe('Hi Sari');
    expect(renderTemplate('{Hi|Hello|Hey} {{name}}', sari, () => 0.5)).toBe('Hello Sari');
    expect(renderTemplate('{Hi|Hello|Hey} {{name}}', sari, () => 0.99)).toBe('Hey Sari');
  });

  it('nests, and variables live inside options', () => {
    const body = '{Hi {there|friend}|Hello {{name}}}!';
    expect(renderTemplate(body, sari, sequence(0, 0))).toBe('Hi there!');
    expect(renderTemplate(body, sari, sequence(0, 0.9))).toBe('Hi friend!');
    expect(renderTemplate(body, sari, sequence(0.9))).toBe('Hello Sari!');
    expect(renderTemplate('{{Hi|Hello} there|Hey}', sari, sequence(0, 0.9))).toBe('Hello there');
  });

  it('spreads its picks evenly over the options', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 6000; i++) {
      const text = renderTemplate('{a|b|c}', sari);
      counts[text] = (counts[text] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['a', 'b', 'c']);
    for (const n of Object.values(counts)) {
      expect(n).toBeGreaterThan(1700);
      expect(n).toBeLessThan(2300);
    }
  });

  it('reaches every variant of a nested body', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(renderTemplate('{Hi {there|friend}|Hello}', sari));
    expect([...seen].sort()).toEqual(['Hello', 'Hi friend', 'Hi there']);
  });

  it('still picks an option when the random source misbehaves', () => {
    for (const broken of [1, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(['a', 'b']).toContain(renderTemplate('{a|b}', sari, () => broken));
    }
  });

  it('writes escaped braces and bars, and bars outside spintax, as they are', () => {
    expect(renderTemplate('\\{not spun\\} a \\| b | c', sari)).toBe('{not spun} a | b | c');
    expect(renderTemplate('{x\\|y|z}', sari, () => 0)).toBe('x|y');
    expect(renderTemplate('\\{\\{name}}', sari)).toBe('{{name}}');
  });

  it('gives empty options and single options as written', () => {
    expect(renderTemplate('a{|b}c', sari, () => 0)).toBe('ac');
    expect(renderTemplate('{only}', sari)).toBe('only');
  });
});

describe('renderTemplate: malformed input', () => {
  it('keeps unpaired braces as text', () => {
    expect(renderTemplate('Hi {there|friend', sari, () => 0)).toBe('Hi {there|friend');
    expect(renderTemplate('Hi} {a|b}}', sari, () => 0)).toBe('Hi} a}');
    // `{{name}` is a lone brace before the spintax `{name}`.
    expect(renderTemplate('{{name}', sari)).toBe('{name');
    expect(renderTemplate('{{}}', sari)).toBe('');
  });

  it('never throws, whatever the body', () => {
    const bodies = [
      '{'.repeat(100_000),
      '}'.repeat(100_000),
      '{'.repeat(50_000) + '}'.repeat(50_000),
      `{${'a|'.repeat(100_000)}b}`,
      '{{'.repeat(10_000),
      '|||\\\\\\{{{{}}}}||',
      '\u0000\u202e🙂{{🙂}}{🙂|ü}',
    ];
    for (const body of bodies) {
      expect(() => renderTemplate(body, sari)).not.toThrow();
      expect(() => checkTemplate(body, ['name'])).not.toThrow();
      expect(() => templateVariables(body)).not.toThrow();
    }
    expect(renderTemplate(`${'{ '.repeat(50_000)}x${' }'.repeat(50_000)}`, sari).trim()).toBe('x');
  });
});

describe('templateVariables', () => {
  it('lists each variable once, as first written, in order, spintax included', () => {
    expect(templateVariables('{{ name }} {Hi {{city|?}}|{{Name}}} {{order_id}} {{}} \\{{x}}')).toEqual([
      'name',
      'city',
      'order_id',
    ]);
    expect(templateVariables('no variables {here|there}')).toEqual([]);
  });
});

describe('checkTemplate', () => {
  const known = ['name', 'phone', 'email', 'city'];

  it('finds nothing wrong in a good body', () => {
    expect(checkTemplate('{Hi|Hello} {{name|there}}, {{CITY}} {a {b|c}|d} \\{ok\\}', known)).toEqual([]);
  });

  it('names each unknown variable once, with where it is', () => {
    expect(checkTemplate('Hi {{frist_name}} {{frist_name}} {{shoe size|M}}', known)).toEqual([
      { code: 'template_unknown_variable', index: 3, params: { name: 'frist_name' } },
      { code: 'template_unknown_variable', index: 33, params: { name: 'shoe size' } },
    ]);
  });

  it('reports unbalanced braces, unnamed variables and empty options', () => {
    expect(checkTemplate('Hi {there|friend', known).map((p) => p.code)).toEqual([
      'template_unclosed_spintax',
    ]);
    expect(checkTemplate('Hi there}', known)).toEqual([{ code: 'template_unmatched_brace', index: 8 }]);
    expect(checkTemplate('{{ | x}}', known).map((p) => p.code)).toEqual(['template_variable_unnamed']);
    expect(checkTemplate('{Hi||Hey} {} {a|}', known).map((p) => p.code)).toEqual([
      'template_empty_option',
      'template_empty_option',
      'template_empty_option',
    ]);
  });

  it('lists problems in the order they appear', () => {
    const problems = checkTemplate('} {{who}} {', known);
    expect(problems.map((p) => [p.code, p.index])).toEqual([
      ['template_unmatched_brace', 0],
      ['template_unknown_variable', 2],
      ['template_unclosed_spintax', 10],
    ]);
  });
});
