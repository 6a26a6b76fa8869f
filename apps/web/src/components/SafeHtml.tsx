import Box from '@mui/material/Box';
import { createElement, type ReactNode } from 'react';

// Guide HTML is sanitized by the server; here it is also never given to innerHTML. It is parsed
// with DOMParser (which runs no scripts) and rebuilt as React elements from an allow-list: any
// other tag keeps only its text, and every attribute is dropped except a checked link address.
const TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'br', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  if (tag === 'script' || tag === 'style') return null;
  if (!TAGS.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_HREF.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  return createElement(tag, { key }, ...children);
}

export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      sx={{
        '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
        '& h3:first-of-type': { mt: 0 },
        '& p': { typography: 'body2', my: 1 },
        '& ul, & ol': { typography: 'body2', pl: 3, my: 1 },
        '& li': { mb: 0.5 },
      }}
    >
      {Array.from(body.childNodes, (child, index) => toReact(child, index))}
    </Box>
  );
}
