import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Vite is ESM-only and Jest runs CommonJS here, so the build runs in a child Node process.
const script = `
import { build } from 'vite';
const [configFile, entry] = process.argv.slice(1);
const result = await build({
  configFile,
  logLevel: 'silent',
  build: {
    write: false,
    sourcemap: false,
    lib: { entry, formats: ['es'], fileName: 'dto' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const output = (Array.isArray(result) ? result[0] : result).output;
const chunk = output.find((item) => item.type === 'chunk');
const module = await import('data:text/javascript;base64,' + Buffer.from(chunk.code).toString('base64'));
process.stdout.write(JSON.stringify(module.decoratorsSeen()));
`;

describe('vite config', () => {
  it('builds a class with legacy decorators and design-type metadata, as contracts DTOs need', () => {
    const stdout = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        join(__dirname, 'vite.config.ts'),
        join(__dirname, 'test-fixtures/decorated-dto.fixture.ts'),
      ],
      { cwd: __dirname, encoding: 'utf8', timeout: 60_000 },
    );
    expect(JSON.parse(stdout)).toEqual({
      dto: true,
      rules: [
        { property: 'email', rule: 'isEmail' },
        { property: 'attempts', rule: 'minLength' },
      ],
      designTypes: { email: 'String', attempts: 'Number' },
    });
  });
});
