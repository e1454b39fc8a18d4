export * from './catalogue.types';
export * from './categories.data';
export * from './questions.data';
export * from './templates.data';
export * from './catalogue';
