/**
 * A browser-like DOM for component and route-level tests, which Jest runs in its node environment (no
 * jest-environment-jsdom here). Import it FIRST in a *.spec.tsx (render-route.tsx does): React DOM, Emotion and
 * Testing Library decide at load time whether a document exists.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { url: string; pretendToBeVisual: boolean }) => { window: Window };
};

// pretendToBeVisual: a visible page with requestAnimationFrame, which MUI's transitions and text areas use.
const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/app',
  pretendToBeVisual: true,
});
// jsdom lays nothing out, so a textarea's used width is 0. MUI's TextareaAutosize (every multiline TextField) asks
// for its textarea's computed style after each render to size it, and returns at once when the width is '0px'; jsdom
// would otherwise match every style rule against the textarea and its ancestors each time, the largest single cost of
// the page specs. Every other property of a textarea's style (display, visibility, pointer-events: what Testing
// Library and user-event read) is jsdom's own, computed when read.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  if (element.localName !== 'textarea' || pseudo) return jsdomComputedStyle(element, pseudo);
  let computed: CSSStyleDeclaration | undefined;
  const style = () => (computed ??= jsdomComputedStyle(element));
  return new Proxy({} as CSSStyleDeclaration, {
    get(_, key) {
      if (key === 'width') return '0px';
      const value = Reflect.get(style(), key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(style()) : value;
    },
  });
};
const target = globalThis as Record<string, unknown>;
// What React DOM, Emotion and MUI read; Node keeps its own fetch, Request, URL, AbortController and events.
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLIFrameElement',
  'SVGElement',
  'Text',
  'DocumentFragment',
  'ShadowRoot',
  'MutationObserver',
];
for (const key of BROWSER_GLOBALS) {
  if (!(key in target)) target[key] = key === 'window' ? window : (window as unknown as Record<string, unknown>)[key];
}
target.IS_REACT_ACT_ENVIRONMENT = true;
// Waits for what is to appear (findBy*, waitFor) allow 10 s instead of Testing Library's 1 s: on a busy CI host a
// whole page renders several times slower, and this limit only decides when a wait has failed; it measures nothing.
// Required here, after the globals: Testing Library looks for a document when it loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('@testing-library/react') as typeof import('@testing-library/react')).configure({ asyncUtilTimeout: 10_000 });
// The page closes with the test file: no jsdom timer or event outlives it.
afterAll(() => window.close());

// fetchBaseQuery builds `new Request('/api/...')`: resolve relative URLs against the page, as a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
};

export {};
