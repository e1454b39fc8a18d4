import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { installAsyncResourceBind } from './async-resource-bind';

describe('AsyncResource#bind without the deprecated accessor', () => {
  beforeAll(() => installAsyncResourceBind());

  it('runs the function in the async scope the resource was made in, with its arguments and result', async () => {
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('request-1', () =>
      new AsyncResource('test').bind((a: number, b: number) => `${storage.getStore()}:${a + b}`),
    );
    // called later, from another scope: the store is the resource's, not the caller's
    const result = await storage.run(
      'request-2',
      () => new Promise<string>((done) => setImmediate(() => done(bound(2, 3)))),
    );
    expect(result).toBe('request-1:5');
  });

  it('keeps the call-site this without thisArg, binds thisArg when given, and keeps length', () => {
    function whoAmI(this: { name?: string } | undefined, _a: unknown, _b: unknown) {
      return this?.name;
    }
    const unbound = new AsyncResource('test').bind(whoAmI);
    expect(unbound.call({ name: 'caller' }, 1, 2)).toBe('caller');
    expect(unbound.length).toBe(2);
    // (Node takes a thisArg; @types/node leaves it out)
    const bindWithThis = AsyncResource.prototype.bind as (
      this: AsyncResource,
      fn: unknown,
      thisArg: unknown,
    ) => typeof whoAmI;
    const withThis = bindWithThis.call(new AsyncResource('test'), whoAmI, { name: 'given' });
    expect(withThis.call({ name: 'caller' }, 1, 2)).toBe('given');
    expect(withThis.length).toBe(2);
    // the static form goes through the same method
    expect(AsyncResource.bind(whoAmI, 'test', { name: 'static' }).call(undefined, 1, 2)).toBe('static');
  });

  it('defines no asyncResource accessor, enters the resource scope, and refuses what is not a function', () => {
    const resource = new AsyncResource('test');
    const bound = resource.bind(() => executionAsyncId());
    expect(Object.getOwnPropertyDescriptor(bound, 'asyncResource')).toBeUndefined();
    expect(bound()).toBe(resource.asyncId());
    // (by message: the method may have been installed by another test file of this worker, with its own TypeError)
    expect(() => resource.bind(42 as never)).toThrow(/"fn" argument must be of type function/);
  });

  it('is installed once however often it is asked', () => {
    const method = AsyncResource.prototype.bind;
    installAsyncResourceBind();
    expect(AsyncResource.prototype.bind).toBe(method);
  });
});
