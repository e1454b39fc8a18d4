import '../testing/dom-globals';
import { render } from '@testing-library/react';
import { EmailText, emailBreakParts } from './email-text';

describe('EmailText', () => {
  it('offers a line break before @ and after dots, hyphens and underscores, and nowhere else', () => {
    expect(emailBreakParts('first.last-name_x@very-long.example.com')).toEqual([
      'first.',
      'last-',
      'name_',
      'x',
      '@very-',
      'long.',
      'example.',
      'com',
    ]);
    expect(emailBreakParts('ada@example.com')).toEqual(['ada', '@example.', 'com']);
    expect(emailBreakParts('plain')).toEqual(['plain']);
  });

  it('renders the address unchanged, with <wbr> at the break points and wrapping anywhere as a last resort', () => {
    const { container } = render(<EmailText email="grace.hopper@navy.example.org" />);
    const span = container.firstElementChild as HTMLElement;

    expect(span.textContent).toBe('grace.hopper@navy.example.org');
    expect(span.innerHTML).toBe('grace.<wbr>hopper<wbr>@navy.<wbr>example.<wbr>org');
    expect(getComputedStyle(span).overflowWrap).toBe('anywhere');
  });
});
