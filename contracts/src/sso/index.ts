export * from './sso.rules';
export * from './sso.dto';
export * from './sso.views';
export * from './sso.events';
