import { Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { definedOnly } from '../../common/http/defined.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { analyzeText, DEFAULT_MAX_PARTS } from '../../common/sms/segments.js';
import { InjectTenantRepository, notFound, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreateTemplateDto, UpdateTemplateDto } from './dto/template.dto.js';
import { templateView, type TemplateResponse, type TemplateVariableResponse } from './dto/template.response.js';
import { Template } from './template.entity.js';

export const TEMPLATE_LIST: ListSpec = {
  resource: 'templates',
  sortable: { createdAt: 'template.createdAt', updatedAt: 'template.updatedAt', name: 'template.name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['template.name'] },
    id: { kind: 'uuid', column: 'template.id' },
    senderName: { kind: 'equals', column: 'template.senderName' },
    // `deleted: true` lists the deleted ones instead (applied by the service).
    deleted: { kind: 'equals', column: 'template.deletedAt', values: ['true', 'false'] },
    createdAt: { kind: 'range', column: 'template.createdAt', type: 'date' },
  },
};

/** Person fields every account has; custom fields of People Structure join them later. */
const PERSON_VARIABLES: TemplateVariableResponse[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'email', label: 'Email' },
];

@Injectable()
export class TemplatesService {
  constructor(@InjectTenantRepository(Template) private readonly templates: TenantRepository<Template>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<TemplateResponse>> {
    const query = parseListQuery(params, TEMPLATE_LIST);
    const { deleted, ...filter } = query.filter;
    const qb = this.templates.for(ctx).query('template');
    qb.andWhere(deleted === true || deleted === 'true' ? 'template.deletedAt IS NOT NULL' : 'template.deletedAt IS NULL');
    const page = await findPage(qb, { ...query, filter }, TEMPLATE_LIST);
    return { ...page, rows: page.rows.map(templateView) };
  }

  /** A live template; a deleted one answers 404 until restored. */
  async get(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    const template = await this.templates.for(ctx).getById(id);
    if (template.deletedAt) notFound();
    return templateView(template);
  }

  variables(): TemplateVariableResponse[] {
    return PERSON_VARIABLES;
  }

  async create(ctx: RequestContext, dto: CreateTemplateDto): Promise<TemplateResponse> {
    checkParts(dto.message);
    const template = await this.templates
      .for(ctx)
      .insert({ name: dto.name, senderName: dto.senderName ?? null, message: dto.message });
    return templateView(template);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateTemplateDto): Promise<TemplateResponse> {
    await this.get(ctx, id);
    if (dto.message !== undefined) checkParts(dto.message);
    await this.templates.for(ctx).update(id, definedOnly(dto));
    return this.get(ctx, id);
  }

  /** A copy named "<name> (copy)", cut to the name's length. */
  async copy(ctx: RequestContext, id: string, suffix: string): Promise<TemplateResponse> {
    const source = await this.get(ctx, id);
    const name = `${source.name.slice(0, 120 - suffix.length - 1)} ${suffix}`;
    return templateView(await this.templates.for(ctx).insert({ name, senderName: source.senderName, message: source.message }));
  }

  /** Soft: the template leaves the list and the send path, and can be restored. */
  async remove(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    const template = await this.get(ctx, id);
    await this.templates.for(ctx).update(id, { deletedAt: new Date() });
    return template;
  }

  async restore(ctx: RequestContext, id: string): Promise<TemplateResponse> {
    const template = await this.templates.for(ctx).getById(id);
    if (!template.deletedAt) throw new ValidationFailedException({ deletedAt: 'validation.notDeleted' });
    await this.templates.for(ctx).update(id, { deletedAt: null });
    return this.get(ctx, id);
  }
}

function checkParts(message: string): void {
  if (analyzeText(message).parts > DEFAULT_MAX_PARTS)
    throw new ValidationFailedException({ message: 'validation.messageTooManyParts' });
}
