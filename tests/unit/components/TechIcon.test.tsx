// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { monogramColor, monogramLetters } from '../../../components/Monogram';
import { TechIcon } from '../../../components/TechIcon';

afterEach(cleanup);

describe('<TechIcon>', () => {
  it('shows the icon as a decorative image (the name is next to it)', () => {
    const { container } = render(<TechIcon name="React" icon="https://cdn.example/react.svg" />);
    const img = screen.getByRole('presentation');
    expect(img.getAttribute('src')).toBe('https://cdn.example/react.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('20');
    expect(container.textContent).toBe('');
  });

  it('falls back to a monogram when the image fails to load', () => {
    const { container } = render(<TechIcon name="Google Analytics" icon="https://cdn.example/broken.svg" />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('GA');
  });

  it('tries again when it is given a different icon URL after a failure', () => {
    const { rerender } = render(<TechIcon name="Vue" icon="https://cdn.example/a.svg" />);
    fireEvent.error(screen.getByRole('presentation'));
    rerender(<TechIcon name="Vue" icon="https://cdn.example/b.svg" />);
    expect(screen.getByRole('presentation').getAttribute('src')).toBe('https://cdn.example/b.svg');
  });

  it.each([
    'http://cdn.example/react.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'ftp://cdn.example/react.svg',
    'file:///etc/passwd',
  ])('loads an icon only from https: %s shows the monogram', (icon) => {
    const { container } = render(<TechIcon name="React" icon={icon} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('R');
  });

  it('shows a monogram hidden from assistive technology when there is no icon', () => {
    const { container } = render(<TechIcon name="nginx" icon={null} size={32} />);
    const mono = container.firstElementChild as HTMLElement;
    expect(mono.textContent).toBe('N');
    expect(mono.getAttribute('aria-hidden')).toBe('true');
    expect(mono.style.width).toBe('32px');
  });
});

describe('monogram', () => {
  it.each([
    ['Google Analytics', 'GA'],
    ['WordPress', 'WP'],
    ['nginx', 'N'],
    ['jQuery', 'JQ'],
    ['Node.js', 'NJ'],
    ['', '?'],
  ])('%j → %s', (name, letters) => {
    expect(monogramLetters(name)).toBe(letters);
  });

  it('derives the colour from the name alone, and not every name gets the same one', () => {
    expect(monogramColor('Shopify')).toBe(monogramColor('Shopify'));
    const colours = new Set(['React', 'Vue', 'Angular', 'Svelte', 'Ember', 'Preact', 'Solid', 'Lit'].map(monogramColor));
    expect(colours.size).toBeGreaterThan(3);
    expect(monogramColor('React')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
