import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';

export interface TemplateVariable {
  /** What goes between the braces: `{{firstName}}`. */
  key: string;
  /** A translation key for built-in fields; a custom field's own name when those come. */
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
 * "Insert variable" menu and the template validation both ask it. The people module's custom
 * fields are to be appended here (per account, hence `ctx`).
 */
@Injectable()
export class TemplateVariables {
  /** A promise already: custom fields will be read from the database. */
  list(_ctx: RequestContext): Promise<TemplateVariable[]> {
    return Promise.resolve([...PERSON_VARIABLES]);
  }
}
