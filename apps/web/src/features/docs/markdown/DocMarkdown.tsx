import 'highlight.js/styles/github.css';
import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import classes from './DocMarkdown.module.css';
import { isOwnOrigin } from './own-origin.ts';
import { rehypeCodeHighlight } from './rehype-code-highlight.ts';

/**
 * Sanitizing comes first (raw HTML is never rendered, link and image URLs are checked); slugs,
 * heading anchors and highlighting then add only ids, links to them and class names.
 */
const REHYPE_PLUGINS: ComponentProps<typeof Markdown>['rehypePlugins'] = [
  rehypeSanitize,
  rehypeSlug,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      properties: { className: ['heading-anchor'], ariaHidden: true, tabIndex: -1 },
      content: { type: 'text', value: '#' },
    },
  ],
  rehypeCodeHighlight,
];

const COMPONENTS: Components = {
  // Images only from the product's own origin (its media store); others are not even requested.
  img: ({ src, alt }) =>
    typeof src === 'string' && isOwnOrigin(src) ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null,
  a: ({ href, children }) =>
    href && !isOwnOrigin(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href}>{children}</a>
    ),
};

export interface DocMarkdownProps {
  children: string;
}

/** A docs body (Markdown) as the reader sees it: GFM tables, highlighted code, heading anchors. */
export function DocMarkdown({ children }: DocMarkdownProps) {
  return (
    <Typography className={classes.body}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
        {children}
      </Markdown>
    </Typography>
  );
}
