import { AsyncResource } from 'node:async_hooks';

/**
 * `AsyncResource#bind` as Node 20 has it, without the deprecated `asyncResource` accessor (DEP0172) it defines on
 * every bound function. Node 20 makes that accessor pair with `util.deprecate`, which calls `Object.setPrototypeOf`
 * on two new functions per bind, and Fastify binds once per request with a body (its content-type parser) and Nest
 * once per interceptor: on a save under load that was about 4 % of the api's CPU (docs/performance.md). The bound
 * function runs `fn` in the resource's async scope, with the same `this` and `length`, exactly as before; nothing in
 * the api reads the deprecated property. Installed once, when the api is built (create-app.ts).
 */
export function installAsyncResourceBind(): void {
  if (Object.prototype.hasOwnProperty.call(AsyncResource.prototype, installed)) return;
  Object.defineProperty(AsyncResource.prototype, installed, { value: true });
  AsyncResource.prototype.bind = function bind(this: AsyncResource, fn: AnyFunction, thisArg?: unknown) {
    if (typeof fn !== 'function') throw new TypeError(`The "fn" argument must be of type function`);
    const run = this.runInAsyncScope.bind(this);
    const bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return run(fn, this, ...args);
          }
        : (...args: unknown[]) => run(fn, thisArg, ...args);
    Object.defineProperty(bound, 'length', { value: fn.length, configurable: true });
    return bound;
  } as typeof AsyncResource.prototype.bind;
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

const installed = Symbol.for('gc.asyncResourceBind');
