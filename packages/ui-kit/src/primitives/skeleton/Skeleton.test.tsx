import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers and takes the size of the content it stands for', () => {
    const { container } = render(<Skeleton width={240} height={135} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('240px');
    expect(block.style.height).toBe('135px');
  });

  it('draws text lines, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = Array.from(container.firstElementChild!.children) as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '60%']);
  });

  it('makes a circle as tall as it is wide', () => {
    const { container } = render(<Skeleton shape="circle" width={48} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('48px');
  });
});
