import { describe, expect, it } from 'vitest';
import { artAt } from './lobby.map';

describe('artAt', () => {
  const size = { width: 380, height: 200 };

  it('asks for the picture at the box’s size', () => {
    expect(artAt('/res/cards/1.svg', size)).toBe('/res/cards/1.svg?w=380&h=200');
    expect(artAt('https://cdn.example/v.svg?v=2#x', size)).toBe('https://cdn.example/v.svg?v=2&w=380&h=200#x');
  });

  it('leaves data URLs, empty URLs and URLs that already name a size as they are', () => {
    expect(artAt('data:image/svg+xml,<svg/>', size)).toBe('data:image/svg+xml,<svg/>');
    expect(artAt('', size)).toBe('');
    expect(artAt('/res/a.svg?w=10&h=10', size)).toBe('/res/a.svg?w=10&h=10');
  });
});
