import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** Just enough of the DOM for the script: elements that keep their children, attributes, text and listeners. */
class FakeElement {
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  listeners = new Map<string, () => void>();
  style = { cssText: '' };
  textContent = '';
  type = '';
  parent: FakeElement | null = null;
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) this.appendChild(node);
  }
  appendChild(node: FakeElement) {
    node.parent = this;
    this.children.push(node);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
  }
  find(tag: string): FakeElement | undefined {
    for (const child of this.children) {
      if (child.tag === tag) return child;
      const deeper = child.find(tag);
      if (deeper) return deeper;
    }
    return undefined;
  }
}

interface MiniGameGlobal {
  version: string;
  standIn: boolean;
  mount: (element: FakeElement, options: { language: string }) => { unmount: () => void };
}

describe('mini-game stand-in', () => {
  it('serves the vendor entry point at /mini-game/{version}/minigame.js, and it mounts a playable game', async () => {
    const response = await sandbox.app().request('/mini-game/1.4.2/minigame.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const window: { MiniGame?: MiniGameGlobal } = {};
    const document = { createElement: (tag: string) => new FakeElement(tag) };
    runInNewContext(await response.text(), { window, document, Math });
    expect(window.MiniGame).toMatchObject({ version: '1.4.2', standIn: true });

    const host = new FakeElement('div');
    const game = window.MiniGame?.mount(host, { language: 'EN' });
    const spin = host.find('button');
    expect(spin?.textContent).toBe('Spin');
    expect(host.children[0]?.attributes.get('data-minigame-stand-in')).toBe('1.4.2');
    spin?.listeners.get('click')?.();
    const status = host.children[0]?.children.find((c) => c.attributes.get('role') === 'status');
    expect(['Three alike: you win!', 'Not this time']).toContain(status?.textContent);
    game?.unmount();
    expect(host.children).toEqual([]);
    expect(spin?.listeners.size).toBe(0);
  });

  it('refuses versions that are not a plain version name', async () => {
    expect((await sandbox.app().request('/mini-game/..%2F..%2Fetc/minigame.js')).status).toBe(404);
    expect((await sandbox.app().request('/mini-game/1..2/minigame.js')).status).toBe(404);
  });
});
