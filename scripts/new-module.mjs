#!/usr/bin/env node
// npm run new:module <name> [-- --singular <name>]
//
// Writes a working tenant-owned CRUD module under one name in every place (backend folder,
// REST path, <Resource>, admin folder, locale keys): entity, service, controller, DTOs with
// null-safe updates, response DTO, feature entry, hand-written migration, admin screens,
// English and Thai messages, the module's e2e test and its OpenAPI calls. The generated
// suites (hostile input, tenant and role matrices, null updates, schema, OpenAPI, locales)
// cover it at once. Each record has a name (required, searched) and a description (optional);
// change the fields from there, keeping entity, migration, DTOs, response and screens alike
// (docs/adding-a-module.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('-'));
const singularArg = args.includes('--singular') ? args[args.indexOf('--singular') + 1] : undefined;

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
if (!name || !KEBAB.test(name) || (singularArg && !KEBAB.test(singularArg))) {
  console.error(
    'usage: npm run new:module <plural-kebab-name> [-- --singular <singular-kebab-name>]   e.g. npm run new:module gift-cards',
  );
  process.exit(2);
}
const singular =
  singularArg ??
  name
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/s$/, '');
if (singular === name) {
  console.error(`"${name}" reads as a singular: give the plural (the REST path), or --singular`);
  process.exit(2);
}

const words = (kebab) => kebab.split('-');
const pascal = (kebab) =>
  words(kebab)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (kebab) => pascal(kebab)[0].toLowerCase() + pascal(kebab).slice(1);
const n = {
  kebab: name, // notes: REST path, resource, admin folder, locale file
  table: name.replace(/-/g, '_'), // notes
  Entity: pascal(singular), // Note: entity class and CASL subject
  entity: camel(singular), // note: query alias
  Plural: pascal(name), // Notes: service, controller, module
  plural: camel(name), // notes: feature variable
  CONST: singular.replace(/-/g, '_').toUpperCase(), // NOTE
  label: words(singular).join(' '), // note
};
n.Label = n.label[0].toUpperCase() + n.label.slice(1);

const moduleDir = join(root, 'backend/src/modules', name);
const adminDir = join(root, 'admin/src/resources', name);
for (const taken of [moduleDir, adminDir, join(root, 'locales/en', `${name}.json`)]) {
  if (existsSync(taken)) {
    console.error(`${taken.slice(root.length + 1)} exists already: pick another name`);
    process.exit(1);
  }
}
const features = readFileSync(join(root, 'backend/src/modules/features.ts'), 'utf8');
if (features.includes(`${n.plural}Feature`)) {
  console.error(`${n.plural}Feature is in backend/src/modules/features.ts already`);
  process.exit(1);
}

const written = [];
function write(path, text) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path);
}
function edit(path, change) {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${path}: nothing changed`);
  writeFileSync(file, after);
  written.push(`${path} (edited)`);
}

const m = `backend/src/modules/${name}`;

write(
  `${m}/${singular}.entity.ts`,
  `import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

export const ${n.CONST}_NAME_MAX = 120;
export const ${n.CONST}_DESCRIPTION_MAX = 500;

/** A ${n.label} of an account. */
@Entity('${n.table}')
@Index('idx_${n.table}_account_name', ['accountId', 'name', 'id'])
// The \`q\` search: a trigram GIN index on the name, written by hand in the migration.
@Index('idx_${n.table}_search_name', { synchronize: false })
export class ${n.Entity} extends TenantEntity {
  @Column({ type: 'varchar', length: ${n.CONST}_NAME_MAX })
  name: string;

  @Column({ type: 'varchar', length: ${n.CONST}_DESCRIPTION_MAX, nullable: true })
  description: string | null;
}
`,
);

write(
  `${m}/${name}.feature.ts`,
  `import { defineFeature } from '../../common/feature/feature.js';
import { ${n.Entity} } from './${singular}.entity.js';

/** Staff and admins manage ${n.label}s; operators write them, viewers read them. */
export const ${n.plural}Feature = defineFeature({
  name: '${name}',
  api: () => import('./${name}.module.js').then((m) => m.${n.Plural}Module),
  entities: [${n.Entity}],
  grants: {
    ${n.Entity}: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] },
  },
});
`,
);

write(
  `${m}/dto/${singular}.dto.ts`,
  `import { PartialType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NameField, Nullable, ReadOnlyFields } from '../../../common/validation/fields.js';
import { ${n.CONST}_DESCRIPTION_MAX, ${n.CONST}_NAME_MAX } from '../${singular}.entity.js';

export class Create${n.Entity}Dto {
  @NameField(${n.CONST}_NAME_MAX)
  name: string;

  @Nullable()
  @IsString()
  @MaxLength(${n.CONST}_DESCRIPTION_MAX)
  description?: string | null;
}

/**
 * Every field may be left out, none sent as null unless the create takes null
 * (\`skipNullProperties: false\`); the read-only fields an edit form sends back are dropped.
 */
@ReadOnlyFields('id', 'accountId', 'createdAt', 'updatedAt')
export class Update${n.Entity}Dto extends PartialType(Create${n.Entity}Dto, { skipNullProperties: false }) {}
`,
);

write(
  `${m}/dto/${singular}.response.ts`,
  `import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';

export class ${n.Entity}Response {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Somchai' }) name: string;
  @TextProperty({ nullable: true }) description: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
`,
);

write(
  `${m}/${name}.service.ts`,
  `import { Injectable } from '@nestjs/common';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { Create${n.Entity}Dto, Update${n.Entity}Dto } from './dto/${singular}.dto.js';
import { ${n.Entity} } from './${singular}.entity.js';

export const ${n.CONST}_LIST: ListSpec = {
  resource: '${name}',
  sortable: { name: '${n.entity}.name', createdAt: '${n.entity}.createdAt', updatedAt: '${n.entity}.updatedAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['${n.entity}.name'] },
    id: { kind: 'uuid', column: '${n.entity}.id' },
  },
};

/** ${n.Label}s of the caller's account: the tenant repository scopes every read and write. */
@Injectable()
export class ${n.Plural}Service {
  constructor(@InjectTenantRepository(${n.Entity}) private readonly ${n.plural}: TenantRepository<${n.Entity}>) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<${n.Entity}>> {
    return findPage(this.scope(ctx).query('${n.entity}'), parseListQuery(params, ${n.CONST}_LIST), ${n.CONST}_LIST);
  }

  /** 404 for another account's. */
  get(ctx: RequestContext, id: string): Promise<${n.Entity}> {
    return this.scope(ctx).getById(id);
  }

  create(ctx: RequestContext, dto: Create${n.Entity}Dto): Promise<${n.Entity}> {
    return this.scope(ctx).insert({ name: dto.name, description: dto.description ?? null });
  }

  async update(ctx: RequestContext, id: string, dto: Update${n.Entity}Dto): Promise<${n.Entity}> {
    const scope = this.scope(ctx);
    await scope.getById(id);
    const changes = definedOnly(dto);
    if (Object.keys(changes).length) await scope.update(id, changes);
    return this.get(ctx, id);
  }

  /** Answers the ${n.label} as it was. */
  async remove(ctx: RequestContext, id: string): Promise<${n.Entity}> {
    const scope = this.scope(ctx);
    const row = await scope.getById(id);
    await scope.delete(id);
    return row;
  }

  private scope(ctx: RequestContext): TenantScope<${n.Entity}> {
    return this.${n.plural}.for(ctx);
  }
}
`,
);

write(
  `${m}/${name}.controller.ts`,
  `import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Can } from '../abilities.js';
import { Create${n.Entity}Dto, Update${n.Entity}Dto } from './dto/${singular}.dto.js';
import { ${n.Entity}Response } from './dto/${singular}.response.js';
import { ${n.CONST}_LIST, ${n.Plural}Service } from './${name}.service.js';

@ApiTags('${name}')
@Controller('api/${name}')
export class ${n.Plural}Controller {
  constructor(private readonly ${n.plural}: ${n.Plural}Service) {}

  @Get()
  @Can('read', '${n.Entity}')
  @ApiList(${n.CONST}_LIST, ${n.Entity}Response)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, ${n.CONST}_LIST.resource, await this.${n.plural}.list(ctx, query));
  }

  @Get(':id')
  @Can('read', '${n.Entity}')
  @ApiOkResponse({ type: ${n.Entity}Response })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<${n.Entity}Response> {
    return this.${n.plural}.get(ctx, id);
  }

  @Post()
  @Can('create', '${n.Entity}')
  @ApiCreatedResponse({ type: ${n.Entity}Response })
  create(@Ctx() ctx: RequestContext, @Body() dto: Create${n.Entity}Dto): Promise<${n.Entity}Response> {
    return this.${n.plural}.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', '${n.Entity}')
  @ApiOkResponse({ type: ${n.Entity}Response })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: Update${n.Entity}Dto): Promise<${n.Entity}Response> {
    return this.${n.plural}.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', '${n.Entity}')
  @ApiOkResponse({ type: ${n.Entity}Response, description: 'the ${n.label}, now deleted' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<${n.Entity}Response> {
    return this.${n.plural}.remove(ctx, id);
  }
}
`,
);

write(
  `${m}/${name}.module.ts`,
  `import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { ${n.Entity} } from './${singular}.entity.js';
import { ${n.Plural}Controller } from './${name}.controller.js';
import { ${n.plural}Feature } from './${name}.feature.js';
import { ${n.Plural}Service } from './${name}.service.js';

/** ${n.Label}s: the API loads it through the feature's \`api\`. */
@Module({
  imports: [TypeOrmModule.forFeature([...${n.plural}Feature.entities])],
  controllers: [${n.Plural}Controller],
  providers: [${n.Plural}Service, provideTenantRepository(${n.Entity})],
  exports: [${n.Plural}Service],
})
export class ${n.Plural}Module {}
`,
);

edit('backend/src/modules/features.ts', (text) => {
  const lastImport = text.lastIndexOf('\nimport ');
  const lineEnd = text.indexOf('\n', lastImport + 1);
  const withImport = `${text.slice(0, lineEnd + 1)}import { ${n.plural}Feature } from './${name}/${name}.feature.js';\n${text.slice(lineEnd + 1)}`;
  return withImport.replace(/\n\] as const;/, `\n  ${n.plural}Feature,\n] as const;`);
});

// A migration as the generator would write it for the entity, with the search's index by hand.
// After the latest migration, whose stamp may be ahead of the clock (hand-picked round numbers).
const migrationsIndex = readFileSync(join(root, 'backend/src/database/migrations/index.ts'), 'utf8');
const latest = Math.max(...[...migrationsIndex.matchAll(/\/(\d{13})-/g)].map((match) => Number(match[1])));
const stamp = Math.max(Date.now(), latest + 10_000);
const migration = `${n.Plural}${stamp}`;
write(
  `backend/src/database/migrations/${stamp}-${n.Plural}.ts`,
  `import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ${n.Label}s of an account, searched by name (pg_trgm's GIN index, which the generator cannot write). */
export class ${migration} implements MigrationInterface {
  name = '${migration}';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      \`CREATE TABLE "${n.table}" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(120) NOT NULL, "description" character varying(500), CONSTRAINT "${n.table}_pkey" PRIMARY KEY ("id"))\`,
    );
    await q.query(\`CREATE INDEX "idx_${n.table}_account_id_created_at_id" ON "${n.table}" ("account_id", "created_at", "id") \`);
    await q.query(\`CREATE INDEX "idx_${n.table}_account_name" ON "${n.table}" ("account_id", "name", "id") \`);
    await q.query(\`CREATE INDEX "idx_${n.table}_search_name" ON "${n.table}" USING gin ("name" gin_trgm_ops)\`);
    await q.query(
      \`ALTER TABLE "${n.table}" ADD CONSTRAINT "${n.table}_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION\`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(\`DROP TABLE "${n.table}"\`);
  }
}
`,
);
edit('backend/src/database/migrations/index.ts', (text) => {
  const lastImport = text.lastIndexOf('\nimport ');
  const lineEnd = text.indexOf('\n', lastImport + 1);
  const withImport = `${text.slice(0, lineEnd + 1)}import { ${migration} } from './${stamp}-${n.Plural}.js';\n${text.slice(lineEnd + 1)}`;
  return withImport.replace(/\n\];\s*$/, `\n  ${migration},\n];\n`);
});

// Admin: the folder registers itself (resources/registry.ts reads meta.ts, App.tsx index.ts).
const a = `admin/src/resources/${name}`;
write(
  `${a}/meta.ts`,
  `import LabelIcon from '@mui/icons-material/Label';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
// No menu entry yet: the navigation follows the specification (layout/Menu.test.tsx), so the
// module's place in it is chosen with it, e.g.
// menu: { label: 'app.menu.${name}', section: 'app.menu.settings', order: 8 },
export default {
  subject: '${n.Entity}',
  icon: LabelIcon,
} satisfies ResourceMeta;
`,
);
write(
  `${a}/index.ts`,
  `import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess('list', '${name}', lazy(() => import('./${n.Entity}List'))),
  create: withAccess('create', '${name}', lazy(() => import('./${n.Entity}Create'))),
  edit: withAccess('edit', '${name}', lazy(() => import('./${n.Entity}Edit'))),
  icon: meta.icon,
  recordRepresentation: 'name',
};
`,
);
write(
  `${a}/payload.ts`,
  `import type { components } from '@/api/schema';
import { pickNullable, pickPresent } from '@/forms/payload';

export type ${n.Entity}Record = components['schemas']['${n.Entity}Response'];

/** The API's limits (${singular}.entity.ts). */
export const ${n.CONST}_NAME_MAX = 120;
export const ${n.CONST}_DESCRIPTION_MAX = 500;

const FIELDS = ['name', 'description'];
/** POST: what was filled in; the server gives the rest its default. */
export const ${n.entity}CreatePayload = (values: Record<string, unknown>) => pickPresent(values, FIELDS);
/** PUT: every field, a blank one cleared. */
export const ${n.entity}Payload = (values: Record<string, unknown>) => pickNullable(values, FIELDS);
`,
);
write(
  `${a}/${n.Entity}Inputs.tsx`,
  `import { TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { ${n.CONST}_DESCRIPTION_MAX, ${n.CONST}_NAME_MAX } from './payload';

/** The inputs of both Create and Edit. */
export const ${n.Entity}Inputs = () => (
  <>
    <TextInput source="name" validate={[required, maxLength(${n.CONST}_NAME_MAX)]} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(${n.CONST}_DESCRIPTION_MAX)} />
  </>
);
`,
);
write(
  `${a}/${n.Entity}List.tsx`,
  `import { Datagrid, SearchInput, SimpleList, TextField } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import type { ${n.Entity}Record } from './payload';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Rows = () => {
  const isPhone = useIsPhone();
  const canEdit = useCan('edit', '${name}');
  const canDelete = useCan('delete', '${name}');
  const rowClick = canEdit ? 'edit' : false;
  if (isPhone) {
    return <SimpleList<${n.Entity}Record> primaryText={(row) => row.name} secondaryText={(row) => row.description ?? ''} rowClick={rowClick} />;
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="description" sortable={false} />
      <LocalDateField source="createdAt" showTime />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Datagrid>
  );
};

/** The account's ${n.label}s; deleting one is asked first. */
const ${n.Entity}List = () => (
  <ResourceList filters={filters}>
    <Rows />
  </ResourceList>
);

export default ${n.Entity}List;
`,
);
write(
  `${a}/${n.Entity}Create.tsx`,
  `import { Create, SimpleForm } from 'react-admin';
import { ${n.Entity}Inputs } from './${n.Entity}Inputs';
import { ${n.entity}CreatePayload } from './payload';

const ${n.Entity}Create = () => (
  <Create transform={${n.entity}CreatePayload} redirect="list">
    <SimpleForm noValidate sx={{ maxWidth: 480 }}>
      <${n.Entity}Inputs />
    </SimpleForm>
  </Create>
);

export default ${n.Entity}Create;
`,
);
write(
  `${a}/${n.Entity}Edit.tsx`,
  `import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '@/components/DeleteButtons';
import { ${n.Entity}Inputs } from './${n.Entity}Inputs';
import { ${n.entity}Payload } from './payload';

// Pessimistic: a refused save reaches the form, and delete asks for confirmation.
const ${n.Entity}Edit = () => (
  <Edit mutationMode="pessimistic" transform={${n.entity}Payload} redirect="list">
    <SimpleForm noValidate toolbar={<EditToolbar />} sx={{ maxWidth: 480 }}>
      <${n.Entity}Inputs />
    </SimpleForm>
  </Edit>
);

export default ${n.Entity}Edit;
`,
);

// Messages, the same keys in both languages: translate the Thai ones before the module ships.
const messages = (lang) => {
  const en = lang === 'en';
  return `${JSON.stringify(
    {
      app: { menu: { [name]: `${n.Label}s` } },
      resources: {
        [name]: {
          name: en ? `${n.Label} |||| ${n.Label}s` : `${n.Label}s`,
          fields: {
            id: en ? 'ID' : 'รหัส',
            q: en ? 'Search' : 'ค้นหา',
            name: en ? 'Name' : 'ชื่อ',
            description: en ? 'Description' : 'รายละเอียด',
            createdAt: en ? 'Created' : 'สร้างเมื่อ',
            updatedAt: en ? 'Updated' : 'แก้ไขเมื่อ',
          },
          empty: en ? `No ${n.label}s yet` : 'ยังไม่มีรายการ',
        },
      },
    },
    null,
    2,
  )}\n`;
};
write(`locales/en/${name}.json`, messages('en'));
write(`locales/th/${name}.json`, messages('th'));

write(
  `test/e2e/${name}.e2e.test.ts`,
  `import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

describe('${name} (/api/${name})', () => {
  let t: TestApp;
  let admin: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    other = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const create = (session: Session, body: Record<string, unknown>) => t.http.post('/api/${name}').set(session.auth).send(body);

  it('creates, reads, updates with the whole record, lists and deletes', async () => {
    await t.http.post('/api/${name}').send({ name: 'Somchai' }).expect(401);
    const created = await create(admin, { name: '  สมชาย ใจดี  ' }).expect(201);
    expect(created.body).toMatchObject({ name: 'สมชาย ใจดี', description: null, accountId: admin.accountId });
    const id = created.body.id as string;
    expect((await t.http.get(\`/api/${name}/\${id}\`).set(admin.auth).expect(200)).body).toEqual(created.body);

    // react-admin sends the whole record back, read-only fields included.
    const updated = await t.http
      .put(\`/api/${name}/\${id}\`)
      .set(admin.auth)
      .send({ ...created.body, description: 'Gold member' })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'สมชาย ใจดี', description: 'Gold member' });

    const list = await t.http.get('/api/${name}').query({ sort: '["name","ASC"]' }).set(admin.auth).expect(200);
    expect(list.headers['content-range']).toMatch(/^${name} 0-\\d+\\/\\d+$/);
    expect(list.body.map((row: { id: string }) => row.id)).toContain(id);

    expect((await t.http.delete(\`/api/${name}/\${id}\`).set(admin.auth).expect(200)).body).toMatchObject({ id });
    await t.http.get(\`/api/${name}/\${id}\`).set(admin.auth).expect(404);
  });

  it('refuses bad fields with the field named, and null for a required one on update', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 5 }, { name: 'x'.repeat(121) }, { name: 'ok', description: 'x'.repeat(501) }]) {
      const res = await create(admin, body).expect(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    const row = await create(admin, { name: 'Malee', description: 'First' }).expect(201);
    const res = await t.http.put(\`/api/${name}/\${row.body.id}\`).set(admin.auth).send({ name: null }).expect(422);
    expect(res.body.errors).toHaveProperty('name');
    // A description may be cleared.
    await t.http.put(\`/api/${name}/\${row.body.id}\`).set(admin.auth).send({ description: null }).expect(200);
    await t.http.get('/api/${name}/not-a-uuid').set(admin.auth).expect(404);
  });

  it('finds by name, a Thai word too', async () => {
    await create(admin, { name: 'ร้านกาแฟบ้านสวน' }).expect(201);
    await create(admin, { name: 'Noodle corner' }).expect(201);
    const found = await t.http.get('/api/${name}').query({ filter: JSON.stringify({ q: 'บ้านสวน' }) }).set(admin.auth).expect(200);
    expect(found.body.map((row: { name: string }) => row.name)).toEqual(['ร้านกาแฟบ้านสวน']);
  });

  it("keeps each account's ${n.label}s to itself, and lets a viewer only read", async () => {
    const mine = await create(admin, { name: 'Private' }).expect(201);
    const url = \`/api/${name}/\${mine.body.id}\`;
    await t.http.get(url).set(other.auth).expect(404);
    await t.http.put(url).set(other.auth).send({ name: 'Taken' }).expect(404);
    await t.http.delete(url).set(other.auth).expect(404);
    expect((await t.http.get('/api/${name}').set(other.auth).expect(200)).body).toEqual([]);

    const viewer = await userWithRole(t.http, admin, 'viewer');
    await t.http.get(url).set(viewer.auth).expect(200);
    await t.http.put(url).set(viewer.auth).send({ name: 'Changed' }).expect(403);
    expect((await t.http.get(url).set(admin.auth).expect(200)).body.name).toBe('Private');
  });
});
`,
);

write(
  `test/e2e/openapi-calls/${name}.ts`,
  `import type { OpenApiCalls } from './calls.js';

/** Every route of ${name}, called once and checked against the OpenAPI document. */
const calls: OpenApiCalls = async ({ http, auth, expectDocumented }) => {
  const created = await http.post('/api/${name}').set(auth).send({ name: 'Somchai' });
  expectDocumented('post', '/api/${name}', created);
  const id = created.body.id as string;
  expectDocumented('get', '/api/${name}', await http.get('/api/${name}').set(auth));
  expectDocumented('get', '/api/${name}/{id}', await http.get(\`/api/${name}/\${id}\`).set(auth));
  expectDocumented('put', '/api/${name}/{id}', await http.put(\`/api/${name}/\${id}\`).set(auth).send({ description: 'Gold' }));
  expectDocumented('delete', '/api/${name}/{id}', await http.delete(\`/api/${name}/\${id}\`).set(auth));
};
export default calls;
`,
);

// The house style, and the admin's API types from the OpenAPI document (built without database).
const files = written.map((path) => path.replace(/ \(edited\)$/, ''));
const run = (command, commandArgs) => {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
};
run('npx', ['prettier', '--log-level', 'warn', '--write', ...files]);
run('npm', ['run', '--silent', 'api:types']);

console.log(`\nnew module "${name}" (entity ${n.Entity}, table ${n.table}, subject ${n.Entity}):`);
for (const path of written) console.log(`  ${path}`);
console.log(`  admin/src/api/schema.d.ts (regenerated)
Check: npx jest test/e2e/${name}.e2e.test.ts test/e2e/schema.e2e.test.ts --selectProjects e2e
Then make the fields the module's own (docs/adding-a-module.md) and have the Thai messages translated.`);
