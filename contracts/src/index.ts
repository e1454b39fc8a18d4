export * from './events/envelope';
export * from './access/roles';
