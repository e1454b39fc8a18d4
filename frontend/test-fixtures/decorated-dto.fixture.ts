/**
 * A contracts-style DTO: legacy property decorators plus design-type metadata, the two things class-validator and
 * class-transformer rely on. vite.config.spec.ts builds this file with the app's Vite config and runs it.
 */
const rules: Array<{ property: string; rule: string }> = [];
const designTypes = new Map<string, string>();

// Just enough of reflect-metadata for the emitted `design:type` calls to land somewhere we can read.
(Reflect as unknown as { metadata: unknown }).metadata =
  (key: string, value: { name: string }) => (_target: object, property?: string) => {
    if (key === 'design:type' && property) designTypes.set(property, value.name);
  };

function Rule(rule: string) {
  return (_target: object, property: string) => {
    rules.push({ property, rule });
  };
}

export class SignInDto {
  @Rule('isEmail')
  email!: string;

  @Rule('minLength')
  attempts!: number;
}

export function decoratorsSeen() {
  return { dto: new SignInDto() instanceof SignInDto, rules, designTypes: Object.fromEntries(designTypes) };
}
