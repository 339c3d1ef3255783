import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { PeopleFieldsService } from '../people-fields/people-fields.service.js';

export interface TemplateVariable {
  /** What goes between the braces: `{{firstName}}`. */
  key: string;
  /** A translation key for built-in fields; a custom field's own label (People Structure). */
  label: string;
}

/** Fields every person has. */
export const PERSON_VARIABLES: readonly TemplateVariable[] = [
  { key: 'firstName', label: 'app.templates.variables.firstName' },
  { key: 'lastName', label: 'app.templates.variables.lastName' },
  { key: 'mobile', label: 'app.templates.variables.mobile' },
  { key: 'email', label: 'app.templates.variables.email' },
];

/**
 * The one place that says which variables a message of an account may use: the editor's
 * "Insert variable" menu, the template validation and a send to people all ask it. Every
 * person's own fields, then the account's custom fields in profile order.
 */
@Injectable()
export class TemplateVariables {
  constructor(private readonly fields: PeopleFieldsService) {}

  async list(ctx: RequestContext): Promise<TemplateVariable[]> {
    const custom = await this.fields.all(ctx);
    return [...PERSON_VARIABLES, ...custom.map((field) => ({ key: field.key, label: field.label }))];
  }
}
