import { Injectable } from '@nestjs/common';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec } from '../../common/http/list-query.js';
import { analyzeWithinCap } from '../../common/sms/part-cap.js';
import { missingVariables } from '../../common/sms/render.js';
import { UnknownVariableException } from '../../common/sms/unknown-variable.js';
import { analyzeText, DEFAULT_MAX_PARTS } from '../../common/sms/segments.js';
import { InjectTenantRepository, notFound, TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreateTemplateDto, UpdateTemplateDto } from './dto/template.dto.js';
import type { TemplateResponse } from './dto/template.response.js';
import { Template, TEMPLATE_NAME_MAX } from './template.entity.js';
import { TemplateVariables, type TemplateVariable } from './template-variables.js';
import { authorize } from '../abilities.js';

export const TEMPLATE_LIST: ListSpec = {
  resource: 'templates',
  sortable: {
    name: 'template.name',
    senderName: 'template.senderName',
    createdAt: 'template.createdAt',
    updatedAt: 'template.updatedAt',
    deletedAt: 'template.deletedAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['template.name', 'template.message'] },
    id: { kind: 'uuid', column: 'template.id' },
    accountId: { kind: 'uuid', column: 'template.accountId' },
    senderName: { kind: 'equals', column: 'template.senderName' },
    // true: the Deleted list (the service then includes soft-deleted rows, which this keeps alone).
    deleted: { kind: 'equals', column: '(template.deletedAt IS NOT NULL)', values: ['true', 'false'] },
  },
};

export function toTemplateView(template: Template): TemplateResponse {
  const { encoding, characters, parts, forcedBy } = analyzeText(template.message);
  return {
    id: template.id,
    accountId: template.accountId,
    name: template.name,
    senderName: template.senderName,
    message: template.message,
    encoding,
    characters,
    parts,
    forcedBy,
    deletedAt: template.deletedAt,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}

@Injectable()
export class TemplatesService {
  constructor(
    @InjectTenantRepository(Template) private readonly templates: TenantRepository<Template>,
    private readonly variables: TemplateVariables,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams) {
    authorize(ctx, 'read', 'Template');
    const query = parseListQuery(params, TEMPLATE_LIST);
    const qb = this.scope(ctx).query('template');
    if (query.filter.deleted === true || query.filter.deleted === 'true') qb.withDeleted();
    const page = await findPage(qb, query, TEMPLATE_LIST);
    return { ...page, rows: page.rows.map(toTemplateView) };
  }

  /** A template of the acting account; 404 for another account's or a deleted one. */
  async get(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    authorize(ctx, 'read', 'Template');
    return toTemplateView(await this.scope(ctx).getById(id));
  }

  async create(ctx: RequestContext, dto: CreateTemplateDto): Promise<TemplateResponse> {
    authorize(ctx, 'create', 'Template');
    await this.assertMessage(ctx, dto.message);
    const template = await this.scope(ctx).insert({ name: dto.name, senderName: dto.senderName ?? null, message: dto.message });
    return this.get(ctx, template.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateTemplateDto): Promise<TemplateResponse> {
    authorize(ctx, 'update', 'Template');
    const scope = this.scope(ctx);
    await scope.getById(id);
    if (dto.message !== undefined) await this.assertMessage(ctx, dto.message);
    const changes = definedOnly(dto);
    if (Object.keys(changes).length) await scope.update(id, changes);
    return this.get(ctx, id);
  }

  /** Moves the template to the Deleted list; restore brings it back. */
  async remove(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    authorize(ctx, 'delete', 'Template');
    const scope = this.scope(ctx);
    const template = await scope.getById(id);
    const deletedAt = new Date();
    await scope.update(id, { deletedAt });
    return toTemplateView({ ...template, deletedAt });
  }

  async restore(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    authorize(ctx, 'update', 'Template');
    const scope = this.scope(ctx);
    const deleted = await scope.query('template').withDeleted().andWhere('template.id = :id', { id }).getOne();
    if (!deleted) notFound();
    if (deleted.deletedAt) await scope.update(id, { deletedAt: null });
    return this.get(ctx, id);
  }

  /** A new template with the same sender and text, named "<name> (copy)" in the caller's language. */
  async copy(ctx: RequestContext, id: string, namePattern: string): Promise<TemplateResponse> {
    authorize(ctx, 'create', 'Template');
    const scope = this.scope(ctx);
    const source = await scope.getById(id);
    const copy = await scope.insert({
      name: this.copyName(namePattern, source.name),
      senderName: source.senderName,
      message: source.message,
    });
    return this.get(ctx, copy.id);
  }

  listVariables(ctx: RequestContext): Promise<TemplateVariable[]> {
    authorize(ctx, 'read', 'Template');
    return this.variables.list(ctx);
  }

  /** Text the operators take (part cap) using only variables a recipient can fill. */
  private async assertMessage(ctx: RequestContext, message: string): Promise<void> {
    analyzeWithinCap(message, this.maxParts(ctx));
    const known = (await this.variables.list(ctx)).map((variable) => variable.key);
    const [unknown] = missingVariables(message, known);
    if (unknown) throw new UnknownVariableException(unknown, known);
  }

  /** The part cap; an account setting may change it later (domain.md: configurable, default 3). */
  private maxParts(_ctx: RequestContext): number {
    return DEFAULT_MAX_PARTS;
  }

  /** `namePattern` is the caller's translation of app.templates.copyName ("%{name} (copy)"). */
  private copyName(pattern: string, name: string): string {
    const room = TEMPLATE_NAME_MAX - [...pattern.replace('%{name}', '')].length;
    return pattern.replace('%{name}', () => [...name].slice(0, Math.max(room, 0)).join('').trimEnd());
  }

  /** Templates belong to the account they were written in. */
  private scope(ctx: RequestContext): TenantScope<Template> {
    return this.templates.for(ctx);
  }
}
