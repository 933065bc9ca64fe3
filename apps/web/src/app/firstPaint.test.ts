// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_NAME,
  FIRST_PAINT_STYLE,
  firstPaintAddress,
  firstPaintFile,
  firstPaintsElement,
  revealApp,
  showFirstPaint,
} from './firstPaint';

/** index.html as the build writes it: the style, the first paints' markup, the boot's place, #root. */
function page(): { anchor: Element; root: HTMLElement } {
  document.head.innerHTML = `<style>${FIRST_PAINT_STYLE}</style>`;
  const paints = [
    { address: '/', html: `<main><h1>Welcome back, ${FIRST_PAINT_NAME}</h1></main>` },
    { address: '/', language: 'th', html: `<main><h1>ยินดีต้อนรับกลับ ${FIRST_PAINT_NAME}</h1></main>` },
    // Markup that would end the element early were it not escaped.
    { address: '/photographers', html: '<main><h1>Photographers</h1></main></script><p>x</p>' },
  ].map((p) => ({ role: 'Customer', language: 'en', ...p }));
  document.body.innerHTML = [
    firstPaintsElement(paints),
    '<script id="boot"></script>',
    '<div id="root"><div role="status">Loading</div></div>',
  ].join('');
  document.documentElement.lang = 'en';
  return { anchor: document.getElementById('boot')!, root: document.getElementById('root')! };
}

const customer = { role: 'Customer', name: 'Somchai <b>' };

describe('first paint', () => {
  beforeEach(() => void page());

  it("shows the address's page for the remembered user in their language, in front of #root, which it hides", () => {
    const { anchor, root } = page();
    expect(
      showFirstPaint(document, anchor, {
        address: '/',
        language: 'th',
        phone: true,
        user: customer,
      }),
    ).toBe(true);
    const shown = document.getElementById('first-paint')!;
    expect(shown.nextElementSibling).toBe(root);
    // The name goes in as text, never as markup.
    expect(shown.querySelector('h1')!.textContent).toBe('ยินดีต้อนรับกลับ Somchai <b>');
    expect(shown.querySelector('b')).toBeNull();
    expect(document.documentElement.lang).toBe('th');
    // Nothing in it works before the app, and assistive technology skips it.
    expect(shown.hasAttribute('inert')).toBe(true);
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(root).visibility).toBe('hidden');
    expect(getComputedStyle(root).position).toBe('absolute');
  });

  it('paints nothing without a remembered user, on a wide screen, or where the build rendered no page', () => {
    const { anchor } = page();
    const visit = { address: '/', language: 'en', phone: true, user: customer };
    expect(showFirstPaint(document, anchor, { ...visit, user: null })).toBe(false);
    expect(showFirstPaint(document, anchor, { ...visit, phone: false })).toBe(false);
    expect(
      showFirstPaint(document, anchor, { ...visit, address: '/photographers?category=Wedding' }),
    ).toBe(false);
    expect(showFirstPaint(document, anchor, { ...visit, address: '/appointment' })).toBe(false);
    expect(
      showFirstPaint(document, anchor, { ...visit, user: { role: 'Photographer', name: 'Nok' } }),
    ).toBe(false);
    expect(
      showFirstPaint(document, anchor, { ...visit, address: '/photographers', language: 'th' }),
    ).toBe(false);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(getComputedStyle(document.getElementById('root')!).visibility).not.toBe('hidden');
  });

  it('gives way to the app: #root shows once the first paint is hidden, which is then removed', async () => {
    const { anchor, root } = page();
    showFirstPaint(document, anchor, {
      address: '/photographers',
      language: 'en',
      phone: true,
      user: customer,
    });
    expect(document.querySelector('#first-paint h1')!.textContent).toBe('Photographers');
    expect(document.querySelector('#first-paint p')!.textContent).toBe('x');
    // The markup stays in its element: nothing of it runs or shows unless chosen.
    expect(document.body.children).toHaveLength(4);
    revealApp(document);
    const copy = document.getElementById('first-paint');
    expect(copy?.hidden).toBe(true);
    expect(getComputedStyle(copy!).display).toBe('none');
    expect(getComputedStyle(root).visibility).not.toBe('hidden');
    expect(getComputedStyle(root).position).not.toBe('absolute');
    // Again, before or after the removal: harmless.
    revealApp(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('first-paint')).toBeNull();
    revealApp(document);
    expect(getComputedStyle(root).visibility).not.toBe('hidden');
  });
});

describe("a first paint's address and file", () => {
  const id = '3f0c9a4e-5b1d-4c2e-9f7a-1b2c3d4e5f60';

  it("gives every package's page one first paint and every profile another, matched as the router matches their routes", () => {
    for (const path of [`/package/${id}`, `/Package/${id.toUpperCase()}/`])
      expect(firstPaintAddress(path, '?from=search'), path).toBe('/package/:id');
    // Not the package page's route, or an id the route would not take: the address as it is.
    for (const path of [`/package/${id}/schedule`, '/package/create', '/package/not-a-uuid'])
      expect(firstPaintAddress(path), path).toBe(path);
    // A profile; not the fixed pages the router ranks above it.
    for (const path of ['/profile/uid_42-A', '/PROFILE/uid_42-A/', '/profile/editor'])
      expect(firstPaintAddress(path), path).toBe('/profile/:id');
    for (const path of [
      '/profile/edit',
      '/profile/Schedule',
      '/profile/createBusyTime',
      '/profile',
    ])
      expect(firstPaintAddress(path), path).toBe(path);
    expect(firstPaintAddress('/photographers', '?category=Wedding')).toBe(
      '/photographers?category=Wedding',
    );
  });

  it('names the file the web server sends for an address and a variant', () => {
    const variant = { role: 'Customer', language: 'th' };
    expect(firstPaintFile('/', variant)).toBe('first-paint/index.Customer.th.html');
    expect(firstPaintFile('/photographers', variant)).toBe(
      'first-paint/photographers.Customer.th.html',
    );
    // The route the build renders and every package's address name the same file, without a colon.
    expect(firstPaintFile('/package/:id', variant)).toBe('first-paint/package/id.Customer.th.html');
    expect(firstPaintFile(`/package/${id}`, variant)).toBe(
      'first-paint/package/id.Customer.th.html',
    );
  });
});
