import { Injectable } from '@nestjs/common';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException, type FieldErrors } from '../../common/http/validation.js';
import { isUnsafeText } from '../../common/http/text-safety.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreatePeopleFieldDto, UpdatePeopleFieldDto } from './dto/people-field.dto.js';
import { CHOICE_MAX, PeopleField, type FieldValue } from './people-field.entity.js';
import { authorize } from '../abilities.js';
import { Transactions } from '../../database/transactions.js';
import { PeopleFieldsRepository } from './people-fields.repository.js';

export const PEOPLE_FIELD_LIST: ListSpec = {
  resource: 'people-fields',
  sortable: { position: 'field.position', label: 'field.label', createdAt: 'field.createdAt' },
  defaultSort: ['position', 'ASC'],
  filters: { id: { kind: 'uuid', column: 'field.id' } },
};

/** Keys every person has: a custom field may not take one (they are message variables too). */
export const BUILT_IN_KEYS = ['mobile', 'firstName', 'lastName', 'email', 'gender', 'birthday', 'tags', 'groups'];
/**
 * Names every JavaScript object answers already (`constructor`, `toString`, `valueOf`…): a value
 * kept under one is shadowed by, or read as, the object's own property wherever values are
 * looked up by key (forms, variables, imports), so such a field could never be used.
 */
const OBJECT_KEYS = Object.getOwnPropertyNames(Object.prototype);
/** An account's custom fields are few; this caps the form and every person's `fields`. */
export const FIELDS_PER_ACCOUNT = 100;
export const TEXT_VALUE_MAX = 500;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** People Structure: the custom fields of an account's people, and the checking of their values. */
@Injectable()
export class PeopleFieldsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: PeopleFieldsRepository,
    @InjectTenantRepository(PeopleField) private readonly fields: TenantRepository<PeopleField>,
  ) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<PeopleField>> {
    authorize(ctx, 'read', 'PeopleField');
    return findPage(this.scope(ctx).query('field'), parseListQuery(params, PEOPLE_FIELD_LIST), PEOPLE_FIELD_LIST);
  }

  /** Every field of the account, in profile order (forms, imports, variables). */
  all(ctx: RequestContext): Promise<PeopleField[]> {
    return this.scope(ctx).query('field').orderBy('field.position', 'ASC').addOrderBy('field.createdAt', 'ASC').getMany();
  }

  get(ctx: RequestContext, id: string): Promise<PeopleField> {
    authorize(ctx, 'read', 'PeopleField');
    return this.scope(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreatePeopleFieldDto): Promise<PeopleField> {
    authorize(ctx, 'create', 'PeopleField');
    if ([...BUILT_IN_KEYS, ...OBJECT_KEYS].some((key) => key.toLowerCase() === dto.key.toLowerCase())) {
      throw new ValidationFailedException({ key: 'validation.fieldKeyReserved' });
    }
    const choices = this.checkChoices(dto.type, dto.choices ?? []);
    if ((await this.scope(ctx).query('field').getCount()) >= FIELDS_PER_ACCOUNT) {
      throw new ValidationFailedException({ key: 'validation.tooManyFields' });
    }
    const field = await this.scope(ctx).insert({
      label: dto.label,
      key: dto.key,
      type: dto.type,
      choices,
      required: dto.required ?? false,
      position: dto.position ?? 0,
    });
    return this.get(ctx, field.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdatePeopleFieldDto): Promise<PeopleField> {
    authorize(ctx, 'update', 'PeopleField');
    const field = await this.scope(ctx).getById(id);
    const changes = definedOnly(dto);
    if (changes.choices !== undefined) changes.choices = this.checkChoices(field.type, changes.choices);
    if (Object.keys(changes).length) await this.scope(ctx).update(id, changes);
    return this.get(ctx, id);
  }

  /** Removes the field and, in the same transaction, its values from every person of the account. */
  async remove(ctx: RequestContext, id: string): Promise<PeopleField> {
    authorize(ctx, 'delete', 'PeopleField');
    const field = await this.scope(ctx).getById(id);
    await this.transactions.run(async (manager) => {
      await this.fields.for(ctx, 'acting', manager).delete(id);
      await this.repository.removeValues(manager, ctx.accountId, field.key);
    });
    return field;
  }

  /**
   * Custom field values as given by a form or an import, checked against the account's
   * fields: each value typed as its field says (numbers as numbers, dates as `YYYY-MM-DD`,
   * choices among the options), unknown keys refused, '' or null removing a value. With
   * `complete`, a required field must end up with a value. Errors are keyed `fields.<key>`.
   */
  async checkValues(
    ctx: RequestContext,
    input: Record<string, unknown>,
    current: Record<string, FieldValue> = {},
    complete = true,
  ): Promise<Record<string, FieldValue>> {
    return checkFieldValues(await this.all(ctx), input, current, complete);
  }

  private checkChoices(type: string, choices: string[]): string[] {
    const cleaned = [...new Set(choices.map((choice) => choice.trim()).filter(Boolean))];
    if (type !== 'choice') return [];
    if (!cleaned.length) throw new ValidationFailedException({ choices: 'validation.choicesRequired' });
    if (cleaned.some((choice) => [...choice].length > CHOICE_MAX)) throw new ValidationFailedException({ choices: 'validation.maxLength' });
    return cleaned;
  }

  private scope(ctx: RequestContext): TenantScope<PeopleField> {
    return this.fields.for(ctx);
  }
}

/** The pure part of checkValues, shared with imports that check many rows against one field list. */
export function checkFieldValues(
  definitions: PeopleField[],
  input: Record<string, unknown>,
  current: Record<string, FieldValue>,
  complete: boolean,
): Record<string, FieldValue> {
  const byKey = new Map(definitions.map((field) => [field.key, field]));
  const values: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(current)) if (byKey.has(key)) values[key] = value;
  const errors: FieldErrors = {};
  for (const key of Object.keys(input)) {
    const field = byKey.get(key);
    if (!field) {
      errors[`fields.${key.slice(0, 40)}`] = 'validation.unknownField';
      continue;
    }
    const raw = input[key];
    if (raw === null || raw === undefined || raw === '') {
      delete values[key];
      continue;
    }
    const value = fieldValue(field, raw);
    if (value === null) errors[`fields.${key}`] = `validation.field.${field.type}`;
    else values[key] = value;
  }
  if (complete) {
    for (const field of definitions) {
      if (field.required && values[field.key] === undefined && !errors[`fields.${field.key}`]) errors[`fields.${field.key}`] = 'validation.required';
    }
  }
  if (Object.keys(errors).length) throw new ValidationFailedException(errors);
  return values;
}

/** A value as its field stores it, or null when it does not fit. */
function fieldValue(field: PeopleField, raw: unknown): FieldValue | null {
  switch (field.type) {
    case 'number': {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isFinite(number) && Math.abs(number) < 1e15 ? number : null;
    }
    case 'date': {
      if (typeof raw !== 'string' || !ISO_DAY.test(raw.trim())) return null;
      const day = raw.trim();
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
    }
    case 'choice':
      return typeof raw === 'string' && field.choices.includes(raw.trim()) ? raw.trim() : null;
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return null;
      const text = String(raw).trim();
      return [...text].length <= TEXT_VALUE_MAX && !isUnsafeText(text) ? text : null;
    }
  }
}
