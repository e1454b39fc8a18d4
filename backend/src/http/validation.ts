import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors (nested too) into field path -> messages. */
export function collectValidationErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, collectValidationErrors(error.children, path));
  }
  return out;
}

/**
 * Whitelist, forbid unknown fields, transform: the DTO classes in contracts carry the spec's messages, and the
 * first one becomes the response message so a client can show it as it is.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = collectValidationErrors(errors);
      const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
      return new BadRequestException({ message: first, errors: fields, code: 'VALIDATION_FAILED' });
    },
  });
}
