import { MigrationInterface, QueryRunner } from 'typeorm';

export class Engagement1795526775266 implements MigrationInterface {
  name = 'Engagement1795526775266';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "post_like" ("post_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_155b6bea641466e2d27ade96a4b" PRIMARY KEY ("post_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "post_like_user" ON "post_like" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "comment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "post_id" uuid NOT NULL, "user_id" uuid NOT NULL, "text" character varying(1000) NOT NULL, "parent_id" uuid, "likes_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b0e4bbc8415ec426f87f3a88e2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "comment_user" ON "comment" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "comment_like" ("comment_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b81e662a725f9440050ac6e4e28" PRIMARY KEY ("comment_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "comment_like_user" ON "comment_like" ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "post_like_post_newest" ON "post_like" ("post_id", "created_at" DESC, "user_id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "comment_post_top_level" ON "comment" ("post_id", "parent_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "comment_parent_oldest" ON "comment" ("parent_id", "created_at", "id") WHERE "parent_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "post_like" ADD CONSTRAINT "FK_a7ec6ac3dc7a05a9648c418f1ad" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "post_like" ADD CONSTRAINT "FK_c635b15915984c8cdb520a1fef3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment" ADD CONSTRAINT "FK_8aa21186314ce53c5b61a0e8c93" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment" ADD CONSTRAINT "FK_bbfe153fa60aa06483ed35ff4a7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment" ADD CONSTRAINT "FK_8bd8d0985c0d077c8129fb4a209" FOREIGN KEY ("parent_id") REFERENCES "comment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment_like" ADD CONSTRAINT "FK_4a0c128374ff87d4641cab920f0" FOREIGN KEY ("comment_id") REFERENCES "comment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comment_like" ADD CONSTRAINT "FK_fd7207639a77fa0f1fea8943b78" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "comment_like" DROP CONSTRAINT "FK_fd7207639a77fa0f1fea8943b78"`);
    await queryRunner.query(`ALTER TABLE "comment_like" DROP CONSTRAINT "FK_4a0c128374ff87d4641cab920f0"`);
    await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_8bd8d0985c0d077c8129fb4a209"`);
    await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_bbfe153fa60aa06483ed35ff4a7"`);
    await queryRunner.query(`ALTER TABLE "comment" DROP CONSTRAINT "FK_8aa21186314ce53c5b61a0e8c93"`);
    await queryRunner.query(`ALTER TABLE "post_like" DROP CONSTRAINT "FK_c635b15915984c8cdb520a1fef3"`);
    await queryRunner.query(`ALTER TABLE "post_like" DROP CONSTRAINT "FK_a7ec6ac3dc7a05a9648c418f1ad"`);
    await queryRunner.query(`DROP INDEX "public"."comment_parent_oldest"`);
    await queryRunner.query(`DROP INDEX "public"."comment_post_top_level"`);
    await queryRunner.query(`DROP INDEX "public"."post_like_post_newest"`);
    await queryRunner.query(`DROP INDEX "public"."comment_like_user"`);
    await queryRunner.query(`DROP TABLE "comment_like"`);
    await queryRunner.query(`DROP INDEX "public"."comment_user"`);
    await queryRunner.query(`DROP TABLE "comment"`);
    await queryRunner.query(`DROP INDEX "public"."post_like_user"`);
    await queryRunner.query(`DROP TABLE "post_like"`);
  }
}
