import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';
@Injectable() export class UploadsService { async describe(_ctx: RequestContext, _id: string): Promise<{ header: string[] }> { return { header: [] }; }
  async *rows(_ctx: RequestContext, _id: string): AsyncGenerator<{ row: number; cells: string[] }> {} }
