import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '../..');

/** The tenant data layer itself: the one place that may hold a tenant table's repository. */
const LAYER = 'backend/src/common/tenancy/';

/**
 * Files that may reach a tenant-owned table's repository without a request context, and why.
 * Keep this list short: every entry is a door around the account predicate.
 */
const ALLOWED: Record<string, string> = {
  // Sign-in, refresh and password reset find a user by e-mail, token or id before there is
  // a request context; the profile routes load the caller's own row (ctx.userId).
  'backend/src/modules/auth/auth.service.ts': 'identity lookups before a context exists',
  // The demo seed runs from the command line, with no request and no tenant.
  'backend/src/database/seeds/demo.seed.ts': 'command-line seed',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = [...sourceFiles('backend/src'), ...sourceFiles('workers/src')].map((file) => ({
  path: relative(root, join(root, file)),
  ast: ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true),
}));

/** Classes that extend TenantEntity, directly or through another tenant entity. */
function tenantEntities(): Set<string> {
  const parents = new Map<string, string>();
  for (const { ast } of files) {
    ast.forEachChild(function visit(node) {
      if (ts.isClassDeclaration(node) && node.name) {
        const heritage = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
        const parent = heritage?.types[0]?.expression;
        if (parent && ts.isIdentifier(parent)) parents.set(node.name.text, parent.text);
      }
      node.forEachChild(visit);
    });
  }
  const owned = new Set<string>();
  for (const name of parents.keys()) {
    for (let at: string | undefined = name; at; at = parents.get(at)) {
      if (at === 'TenantEntity') owned.add(name);
    }
  }
  return owned;
}

/** `InjectRepository(X)`, `getRepository(X)` (data source or manager) and `Repository<X>` in one file. */
function repositoryUses(ast: ts.SourceFile, entities: Set<string>): string[] {
  const found: string[] = [];
  const where = (node: ts.Node) => `${ast.fileName}:${ast.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  ast.forEachChild(function visit(node) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const [first] = node.arguments;
      if (
        ['InjectRepository', 'getRepository', 'getTreeRepository', 'withRepository'].includes(name) &&
        first &&
        ts.isIdentifier(first) &&
        entities.has(first.text)
      ) {
        found.push(`${name}(${first.text}) at ${where(node)}`);
      }
      // manager.find(User, …), manager.save(User, …) and friends take the entity first too.
      if (
        ts.isPropertyAccessExpression(callee) &&
        first &&
        ts.isIdentifier(first) &&
        entities.has(first.text) &&
        name !== 'getRepository'
      ) {
        if (
          /^(find|findOne|findBy|findOneBy|count|exists|save|insert|update|delete|upsert|createQueryBuilder|softDelete|remove)/.test(
            name,
          )
        ) {
          found.push(`${name}(${first.text}, …) at ${where(node)}`);
        }
      }
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === 'Repository') {
      const [argument] = node.typeArguments ?? [];
      if (
        argument &&
        ts.isTypeReferenceNode(argument) &&
        ts.isIdentifier(argument.typeName) &&
        entities.has(argument.typeName.text)
      ) {
        found.push(`Repository<${argument.typeName.text}> at ${where(node)}`);
      }
    }
    node.forEachChild(visit);
  });
  return found;
}

describe('the tenant data layer is the only way into tenant-owned tables', () => {
  const entities = tenantEntities();

  it('knows the tenant-owned entities', () => {
    expect([...entities]).toContain('User');
  });

  it('no file outside the layer (and the allow-list) holds a repository of a tenant-owned entity', () => {
    const offenders = files
      .filter(({ path }) => !path.startsWith(LAYER) && !(path in ALLOWED))
      .flatMap(({ ast }) => repositoryUses(ast, entities));
    expect(offenders).toEqual([]);
  });

  it('catches each way of reaching such a repository', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      `class Note extends TenantEntity {}
       class S {
         constructor(@InjectRepository(Note) private readonly notes: Repository<Note>) {}
         a() { return this.dataSource.getRepository(Note); }
         b(manager: EntityManager) { return manager.getRepository(Note).find(); }
         c(manager: EntityManager) { return manager.findOneBy(Note, { id: '1' }); }
       }`,
      ts.ScriptTarget.Latest,
      true,
    );
    expect(repositoryUses(probe, new Set(['Note']))).toHaveLength(5);
  });

  it('keeps the allow-list honest: every entry still needs its exception', () => {
    for (const path of Object.keys(ALLOWED)) {
      const file = files.find((candidate) => candidate.path === path);
      expect(file && repositoryUses(file.ast, entities).length).toBeGreaterThan(0);
    }
  });
});
