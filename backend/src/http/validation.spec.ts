import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, MetadataStorage, validateSync } from 'class-validator';
import { SaveTakeDto } from '@gc/contracts';
import { createValidationPipe, memoizeValidationMetadata } from './validation';

/** What validateSync reports, as property -> constraint names (order-free). */
const failures = (object: object, groups?: string[]) =>
  Object.fromEntries(
    validateSync(object, { whitelist: true, forbidNonWhitelisted: true, groups }).map((e) => [
      e.property,
      Object.keys(e.constraints ?? {}).sort(),
    ]),
  );

describe('remembering class-validator rules per class (memoizeValidationMetadata)', () => {
  beforeAll(() => memoizeValidationMetadata());

  it('validates as before: the same failures, call after call', () => {
    const bad = () =>
      plainToInstance(SaveTakeDto, {
        answers: [{ assessment_question_id: 7, subject: 'TEAM', response: 9 }],
        section_index: -1,
        extra: 1,
      });
    const first = failures(bad());
    expect(Object.keys(first).sort()).toEqual(['answers', 'extra', 'section_index']);
    expect(first.extra).toEqual(['whitelistValidation']);
    for (let i = 0; i < 3; i++) expect(failures(bad())).toEqual(first);
    expect(failures(plainToInstance(SaveTakeDto, { answers: [], section_index: 2 }))).toEqual({});
  });

  it('looks a class up once per option set, not once per object', () => {
    class Probe {}
    const storage = new MetadataStorage();
    const lookUp = jest.spyOn(storage, 'getTargetValidationMetadatas');
    const group = jest.spyOn(storage, 'groupByPropertyName');
    memoizeValidationMetadata(storage);
    const rules = () => storage.getTargetValidationMetadatas(Probe, '', false, false, undefined);
    for (let i = 0; i < 5; i++) storage.groupByPropertyName(rules());
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(group).toHaveBeenCalledTimes(1);
    storage.getTargetValidationMetadatas(Probe, '', false, false, ['admin']);
    storage.getTargetValidationMetadatas(Probe, '', true, false, undefined);
    expect(lookUp).toHaveBeenCalledTimes(3);
  });

  it('sees a rule added after a class was looked up (a class decorated later)', () => {
    class Late {
      @IsString()
      name!: string;
    }
    expect(failures(Object.assign(new Late(), { name: 'a' }))).toEqual({});
    IsInt()(Late.prototype, 'count');
    expect(failures(Object.assign(new Late(), { name: 'a', count: 'x' }))).toEqual({ count: ['isInt'] });
    // and a subclass declared afterwards inherits its parent's rules
    class Later extends Late {
      @IsString()
      label!: string;
    }
    expect(failures(Object.assign(new Later(), { name: 1, label: 2, count: 3 }))).toEqual({
      name: ['isString'],
      label: ['isString'],
    });
  });

  it('keeps groups apart', () => {
    class Grouped {
      @IsString({ groups: ['admin'] })
      secret!: unknown;
      @IsString()
      name!: unknown;
    }
    const object = Object.assign(new Grouped(), { secret: 1, name: 2 });
    // without groups every rule applies (strictGroups is off); with a group, only that group's
    const all = { name: ['isString'], secret: ['isString'] };
    expect(failures(object)).toEqual(all);
    // (a property without a rule in the group is not allowed: whitelist)
    expect(failures(object, ['admin'])).toEqual({ secret: ['isString'], name: ['whitelistValidation'] });
    expect(failures(object)).toEqual(all);
  });

  it('is installed by the pipe, once', () => {
    const storage = (globalThis as { classValidatorMetadataStorage?: MetadataStorage }).classValidatorMetadataStorage!;
    const installed = storage.getTargetValidationMetadatas;
    createValidationPipe();
    createValidationPipe();
    expect(storage.getTargetValidationMetadatas).toBe(installed);
    expect(installed).not.toBe(MetadataStorage.prototype.getTargetValidationMetadatas);
  });
});
