export * from './reflections.tables';
export * from './reflections.migrations';
export * from './reflection-phase';
export * from './reflections.projection';
