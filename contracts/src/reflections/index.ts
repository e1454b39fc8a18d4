export * from './question-types';
export * from './reflection.rules';
export * from './reflection.events';
export * from './reflection.dto';
export * from './reflection.views';
export * from './catalogue';
