/**
 * The spec's wire spells 'receiver' as `reciever` (members_with_roles[].reciever, is_reciever, recievers); the app
 * speaks `receiver`. The api slice's base query renames the keys of every answer on the way in (fromWire) and of
 * every body on the way out (toWire), and a form checked against a DTO class is checked as it will be sent
 * (shared/forms/resolvers.ts). This table is the only place in the app's code that spells the typo.
 */
const WIRE_TO_APP = { reciever: 'receiver', is_reciever: 'is_receiver', recievers: 'receivers' } as const;

type WireToApp = typeof WIRE_TO_APP;
type AppToWire = { [K in keyof WireToApp as WireToApp[K]]: K };

/** T with its keys renamed by `Names`, at every depth. */
type Renamed<T, Names> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? Renamed<Item, Names>[]
    : T extends object
      ? { [K in keyof T as K extends keyof Names ? Names[K] & PropertyKey : K]: Renamed<T[K], Names> }
      : T;

/** A wire type (a contracts view or DTO) as the app reads it: `receiver`, never `reciever`. */
export type FromWire<T> = Renamed<T, WireToApp>;
/** An app-side value as the API expects it. */
export type ToWire<T> = Renamed<T, AppToWire>;

const APP_TO_WIRE: Record<string, string> = Object.fromEntries(
  Object.entries(WIRE_TO_APP).map(([wire, app]) => [app, wire]),
);

/**
 * A record: a plain object or a DTO class instance (a form checked by class-validator), not a Date, File, FormData,
 * element or other built-in, which keep their identity.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

function renameKeys(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [Object.hasOwn(names, key) ? names[key] : key, renameKeys(item, names)]),
  );
}

/** An answer's JSON as the app reads it. */
export function fromWire<T>(value: T): FromWire<T> {
  // the one cast of the mapping: renameKeys does at run time what FromWire says at compile time
  return renameKeys(value, WIRE_TO_APP) as FromWire<T>;
}

/** A body as the API expects it. */
export function toWire<T>(value: T): ToWire<T> {
  return renameKeys(value, APP_TO_WIRE) as ToWire<T>;
}
