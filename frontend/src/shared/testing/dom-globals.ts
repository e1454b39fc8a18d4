/**
 * A browser-like DOM for the few component tests, which Jest runs in its node environment (no
 * jest-environment-jsdom or Testing Library in this workspace). Import it FIRST in a *.spec.tsx: React DOM and
 * Emotion decide at load time whether a document exists. jsdom itself arrives with the backend's mail catcher.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string, options: { url: string }) => { window: Window } };

const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/app' });
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

// fetchBaseQuery builds `new Request('/api/...')`: resolve relative URLs against the page, as a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
};

export {};
