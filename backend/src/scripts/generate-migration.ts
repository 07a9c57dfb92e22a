/**
 * Writes a migration for whatever the entities have that the migrations lack, worked out against a
 * throwaway in-memory database: `node dist/scripts/generate-migration.js AddSomething`.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { EmbeddedPostgres } from '../database/embedded-postgres';
import { pendingSchemaChanges } from '../database/schema-drift';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Usage: generate-migration PascalCaseName');
  const engine = new EmbeddedPostgres();
  const dataSource = new DataSource(dataSourceOptions(await engine.start(null), true));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const { up, down } = await pendingSchemaChanges(dataSource);
    if (up.length === 0) {
      console.log('Entities and migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (sql: string) => '`' + sql.replace(/`/g, '\\`') + '`';
    const body = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up.map((sql) => `    await queryRunner.query(${quote(sql)});`).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down.reverse().map((sql) => `    await queryRunner.query(${quote(sql)});`).join('\n')}
  }
}
`;
    const file = join(__dirname, '..', '..', 'src', 'database', 'migrations', `${timestamp}-${kebab(name)}.ts`);
    writeFileSync(file, body);
    console.log(`Wrote ${file}; add ${className} to src/database/migrations/index.ts`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await engine.stop();
  }
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
