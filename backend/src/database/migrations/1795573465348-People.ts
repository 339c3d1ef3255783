import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit. The
 * expression indexes the entities declare by name are written by hand at the end: the `q`
 * searches (GIN on search_trigrams) and one tag or group per name and account, whatever the case.
 */
export class People1795573465348 implements MigrationInterface {
  name = 'People1795573465348';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "kind" character varying(10) NOT NULL DEFAULT 'static', "rules" jsonb, CONSTRAINT "groups_kind_check" CHECK (kind IN ('static', 'dynamic')), CONSTRAINT "groups_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_groups_account_id_created_at_id" ON "groups" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_groups_account_kind" ON "groups" ("account_id", "kind", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_groups_account_name" ON "groups" ("account_id", "name", "id")`);
    await q.query(
      `CREATE TABLE "people_fields" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "label" character varying(60) NOT NULL, "key" character varying(40) NOT NULL, "type" character varying(10) NOT NULL, "choices" jsonb NOT NULL, "required" boolean NOT NULL DEFAULT false, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "people_fields_type_check" CHECK (type IN ('text', 'number', 'date', 'choice')), CONSTRAINT "people_fields_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "idx_people_fields_account_id_created_at_id" ON "people_fields" ("account_id", "created_at", "id")`,
    );
    await q.query(`CREATE INDEX "idx_people_fields_account_label" ON "people_fields" ("account_id", "label", "id")`);
    await q.query(`CREATE INDEX "idx_people_fields_account_position" ON "people_fields" ("account_id", "position", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_people_fields_account_key" ON "people_fields" ("account_id", "key")`);
    await q.query(
      `CREATE TABLE "people" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "mobile" character varying(16) NOT NULL, "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "email" character varying(254), "gender" character varying(10), "birthday" date, "fields" jsonb NOT NULL, CONSTRAINT "people_gender_check" CHECK (gender IN ('male', 'female', 'other')), CONSTRAINT "people_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_people_account_id_created_at_id" ON "people" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_people_account_updated" ON "people" ("account_id", "updated_at", "id")`);
    await q.query(`CREATE INDEX "idx_people_account_last_name" ON "people" ("account_id", "last_name", "id")`);
    await q.query(`CREATE INDEX "idx_people_account_first_name" ON "people" ("account_id", "first_name", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_people_account_mobile" ON "people" ("account_id", "mobile")`);
    await q.query(
      `CREATE TABLE "group_members" ("group_id" uuid NOT NULL, "person_id" uuid NOT NULL, "account_id" uuid NOT NULL, CONSTRAINT "group_members_pkey" PRIMARY KEY ("group_id", "person_id"))`,
    );
    await q.query(`CREATE INDEX "idx_group_members_person" ON "group_members" ("person_id")`);
    await q.query(
      `CREATE TABLE "tags" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(50) NOT NULL, CONSTRAINT "tags_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_tags_account_id_created_at_id" ON "tags" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_tags_account_name" ON "tags" ("account_id", "name", "id")`);
    await q.query(
      `CREATE TABLE "person_tags" ("tag_id" uuid NOT NULL, "person_id" uuid NOT NULL, "account_id" uuid NOT NULL, CONSTRAINT "person_tags_pkey" PRIMARY KEY ("tag_id", "person_id"))`,
    );
    await q.query(`CREATE INDEX "idx_person_tags_person" ON "person_tags" ("person_id")`);
    await q.query(
      `ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "people_fields" ADD CONSTRAINT "people_fields_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "people" ADD CONSTRAINT "people_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "group_members" ADD CONSTRAINT "group_members_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "people"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "group_members" ADD CONSTRAINT "group_members_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "people"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_tags_account_name" ON "tags" ("account_id", lower("name"))`);
    await q.query(`CREATE UNIQUE INDEX "uq_groups_account_name" ON "groups" ("account_id", lower("name"))`);
    await q.query(`CREATE INDEX "idx_tags_search_name" ON "tags" USING gin (search_trigrams("name"))`);
    await q.query(`CREATE INDEX "idx_groups_search_name" ON "groups" USING gin (search_trigrams("name"))`);
    await q.query(`CREATE INDEX "idx_people_search_first_name" ON "people" USING gin (search_trigrams("first_name"))`);
    await q.query(`CREATE INDEX "idx_people_search_last_name" ON "people" USING gin (search_trigrams("last_name"))`);
    await q.query(`CREATE INDEX "idx_people_search_mobile" ON "people" USING gin (search_trigrams("mobile"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'idx_people_search_mobile',
      'idx_people_search_last_name',
      'idx_people_search_first_name',
      'idx_groups_search_name',
      'idx_tags_search_name',
      'uq_groups_account_name',
      'uq_tags_account_name',
    ]) {
      await q.query(`DROP INDEX "public"."${index}"`);
    }
    await q.query(`ALTER TABLE "person_tags" DROP CONSTRAINT "person_tags_account_id_fkey"`);
    await q.query(`ALTER TABLE "person_tags" DROP CONSTRAINT "person_tags_person_id_fkey"`);
    await q.query(`ALTER TABLE "person_tags" DROP CONSTRAINT "person_tags_tag_id_fkey"`);
    await q.query(`ALTER TABLE "tags" DROP CONSTRAINT "tags_account_id_fkey"`);
    await q.query(`ALTER TABLE "group_members" DROP CONSTRAINT "group_members_account_id_fkey"`);
    await q.query(`ALTER TABLE "group_members" DROP CONSTRAINT "group_members_person_id_fkey"`);
    await q.query(`ALTER TABLE "group_members" DROP CONSTRAINT "group_members_group_id_fkey"`);
    await q.query(`ALTER TABLE "people" DROP CONSTRAINT "people_account_id_fkey"`);
    await q.query(`ALTER TABLE "people_fields" DROP CONSTRAINT "people_fields_account_id_fkey"`);
    await q.query(`ALTER TABLE "groups" DROP CONSTRAINT "groups_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_person_tags_person"`);
    await q.query(`DROP TABLE "person_tags"`);
    await q.query(`DROP INDEX "public"."idx_tags_account_name"`);
    await q.query(`DROP INDEX "public"."idx_tags_account_id_created_at_id"`);
    await q.query(`DROP TABLE "tags"`);
    await q.query(`DROP INDEX "public"."idx_group_members_person"`);
    await q.query(`DROP TABLE "group_members"`);
    await q.query(`DROP INDEX "public"."uq_people_account_mobile"`);
    await q.query(`DROP INDEX "public"."idx_people_account_first_name"`);
    await q.query(`DROP INDEX "public"."idx_people_account_last_name"`);
    await q.query(`DROP INDEX "public"."idx_people_account_updated"`);
    await q.query(`DROP INDEX "public"."idx_people_account_id_created_at_id"`);
    await q.query(`DROP TABLE "people"`);
    await q.query(`DROP INDEX "public"."uq_people_fields_account_key"`);
    await q.query(`DROP INDEX "public"."idx_people_fields_account_position"`);
    await q.query(`DROP INDEX "public"."idx_people_fields_account_label"`);
    await q.query(`DROP INDEX "public"."idx_people_fields_account_id_created_at_id"`);
    await q.query(`DROP TABLE "people_fields"`);
    await q.query(`DROP INDEX "public"."idx_groups_account_name"`);
    await q.query(`DROP INDEX "public"."idx_groups_account_kind"`);
    await q.query(`DROP INDEX "public"."idx_groups_account_id_created_at_id"`);
    await q.query(`DROP TABLE "groups"`);
  }
}
