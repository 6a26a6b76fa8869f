import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/components/SafeHtml';

describe('SafeHtml', () => {
  it('keeps the allowed structure and drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <SafeHtml html={'<h3>What it is</h3><p onclick="x()">Sales <strong>after</strong> discounts<script>alert(1)</script><img src=x onerror="alert(2)"></p><ul><li><a href="javascript:alert(3)">bad</a> <a href="https://rlo.test/x">good</a></li></ul>'} />,
    );
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('What it is');
    expect(container.querySelector('p')?.innerHTML).toBe('Sales <strong>after</strong> discounts');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://rlo.test/x');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('li')?.textContent).toBe('bad good');
  });
});
