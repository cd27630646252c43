// @vitest-environment happy-dom
// The popup's first frame as data: React's render written down and built again from an allowlist, so
// a frame, whoever wrote it, can neither load, navigate nor run anything.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildFrame, serializeFrame, type FrameNode } from '@/lib/first-paint/frame-tree';

const build = (tree: FrameNode[]) => {
  const host = document.createElement('div');
  host.replaceChildren(buildFrame(JSON.stringify(tree))!);
  return host;
};

describe('the first frame as a tree', () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });

  it('builds again exactly what it wrote down: elements, attributes, text and inline icons', () => {
    const source = document.createElement('div');
    const heading = document.createElement('h1');
    heading.className = 'domain';
    heading.textContent = 'example.com';
    const list = document.createElement('ul');
    list.setAttribute('aria-label', 'Technologies');
    const item = document.createElement('li');
    item.dataset.category = 'Ecommerce';
    item.style.width = '60%';
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 16 16');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', 'M0 0h16v16H0z');
    svg.append(path);
    item.append(svg, 'Shopify');
    list.append(item);
    source.append(heading, list, document.createComment('dropped'));
    const tree = serializeFrame(source)!;
    const built = build(JSON.parse(tree));
    expect(serializeFrame(built)).toBe(tree);
    expect(built.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(built.querySelector('li')!.style.width).toBe('60%');
  });

  it('leaves out whatever loads, navigates or runs, with what it holds', () => {
    const built = build([
      ['meta', { 'http-equiv': 'refresh', content: '0;url=https://evil.example/' }],
      ['base', { href: 'https://evil.example/' }],
      ['link', { rel: 'stylesheet', href: 'https://evil.example/a.css' }],
      ['style', {}, 'body{background:url(https://evil.example/p.png)}'],
      ['iframe', { src: 'https://evil.example/' }],
      ['object', { data: 'https://evil.example/x' }],
      ['embed', { src: 'https://evil.example/x' }],
      ['script', {}, 'alert(1)'],
      ['form', { action: 'https://evil.example/' }, ['button', {}, 'inside a form']],
      ['h1', { onclick: 'alert(1)', onmouseover: 'alert(2)' }, 'kept'],
      ['button', { formaction: 'https://evil.example/', type: 'submit' }, 'Look up'],
      ['a', { href: 'javascript:alert(1)' }, 'js'],
      ['a', { href: 'http://evil.example/' }, 'plain http'],
      ['img', { src: 'http://evil.example/pixel.png', alt: 'tracker' }],
      ['img', { src: 'https://cdn.example/logo.png', alt: 'logo' }],
      ['div', { style: 'background-image:url(https://evil.example/p.png)' }, 'styled'],
      ['svg', {}, ['use', { href: 'https://evil.example/sprite.svg#x' }], ['foreignObject', {}, ['iframe', {}]]],
    ]);
    for (const name of ['meta', 'base', 'link', 'style', 'iframe', 'object', 'embed', 'script', 'form', 'use', 'foreignObject']) {
      expect(built.querySelector(name), name).toBeNull();
    }
    expect(built.textContent).not.toContain('inside a form');
    const heading = built.querySelector('h1')!;
    expect(heading.textContent).toBe('kept');
    expect(heading.getAttributeNames()).toEqual([]);
    expect(built.querySelector('button')!.hasAttribute('formaction')).toBe(false);
    const links = [...built.querySelectorAll('a')];
    expect(links.map((a) => a.hasAttribute('href'))).toEqual([false, false]);
    const images = [...built.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([null, 'https://cdn.example/logo.png']);
    expect(built.querySelector('div')!.hasAttribute('style')).toBe(false);
  });

  it('keeps links inside the extension', () => {
    const built = build([
      ['a', { href: '#technology/1' }, 'hash'],
      ['a', { href: `${location.origin}/options.html#settings` }, 'options'],
    ]);
    expect([...built.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#technology/1', `${location.origin}/options.html#settings`]);
  });

  it('under an extension base (whose URL.origin is "null"), keeps its own links and refuses javascript: and data:', () => {
    const EXT = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    const doc = {
      location: { href: `${EXT}/popup.html` },
      createElement: (name: string) => document.createElement(name),
      createElementNS: (ns: string, name: string) => document.createElementNS(ns, name),
      createTextNode: (text: string) => document.createTextNode(text),
      createDocumentFragment: () => document.createDocumentFragment(),
    } as unknown as Document;
    const tree: FrameNode[] = [
      ['a', { href: 'javascript:alert(1)' }, 'js'],
      ['a', { href: 'data:text/html,<script>alert(1)</script>' }, 'data'],
      ['img', { src: 'data:image/svg+xml,<svg onload="alert(1)"/>' }],
      ['a', { href: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html' }, 'another extension'],
      ['a', { href: 'chrome-extension:opaque' }, 'opaque'],
      ['a', { href: `${EXT}/options.html#settings` }, 'options'],
      ['a', { href: '#technology/1' }, 'hash'],
    ];
    const host = document.createElement('div');
    host.replaceChildren(buildFrame(JSON.stringify(tree), doc)!);
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      null,
      `${EXT}/options.html#settings`,
      '#technology/1',
    ]);
    expect(host.querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  it('refuses what is not a frame at all', () => {
    expect(buildFrame('<h1>html</h1>')).toBeNull();
    expect(buildFrame('{"a":1}')).toBeNull();
    expect(build([42 as unknown as FrameNode, ['p', {}, 'ok']]).textContent).toBe('ok');
  });
});
