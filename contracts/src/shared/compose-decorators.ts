/**
 * Several property decorators as one, applied as if stacked above the property in the order given (the last one
 * first, as TypeScript applies a stack): a field's rules keep their order, and so do the messages they give.
 */
export function ComposeDecorators(...decorators: readonly PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}
