import type { Element, ElementContent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import bash from 'highlight.js/lib/languages/bash';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';

// Highlighting of the docs' code blocks with only the grammars they use. rehype-highlight imports
// lowlight's 37 common grammars whatever languages it is given (they made up most of the
// renderer's chunk); this does what it does for `language-*` blocks, with these alone.

const lowlight = createLowlight({ bash, http, ini, javascript, json, python, typescript });
lowlight.registerAlias({ bash: ['sh', 'shell'], ini: ['env'], javascript: ['js'], typescript: ['ts'] });

/** The block's language from its `language-*` (or `lang-*`) class; none for `no-highlight`. */
function languageOf(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  if (classes.some((name) => name === 'no-highlight' || name === 'nohighlight')) return undefined;
  const named = classes.find((name) => name.startsWith('language-') || name.startsWith('lang-'));
  return named?.slice(named.indexOf('-') + 1);
}

/** Highlights `<pre><code class="language-x">` for the registered languages; other blocks stay plain. */
export function rehypeCodeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language || !lowlight.registered(language)) return;
      const result = lowlight.highlight(language, toText(node, { whitespace: 'pre' }));
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = ['hljs', ...classes.filter((name) => name !== 'hljs')];
      if (result.children.length > 0) node.children = result.children as ElementContent[];
    });
  };
}
