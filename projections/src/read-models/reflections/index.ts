export * from './reflections.tables';
export * from './reflections.migrations';
export * from './reflection-phase';
export * from './reflections.projection';
export * from './takes.tables';
export * from './takes.migrations';
export * from './takes.projection';
