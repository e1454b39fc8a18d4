export * from './events/envelope';
export * from './access/roles';
export * from './reference-data/reference-data.events';
export * from './reference-data/reference-data.catalog';
export * from './shell/navigation';
