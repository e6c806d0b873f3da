import { MigrationInterface, QueryRunner } from 'typeorm';

/** Products, their images, community try-ons and engagement (likes, comments, comment likes). */
export class Products1795550000000 implements MigrationInterface {
  name = 'Products1795550000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "title" character varying(100) NOT NULL, "description" character varying(1000), "tags" text array NOT NULL DEFAULT '{}', "sizes" text array NOT NULL DEFAULT '{}', "colors" text array NOT NULL DEFAULT '{}', "actual_price" numeric(10,2) NOT NULL, "discount_price" numeric(10,2), "stock" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "try_on_id" uuid, "try_on_image" text NOT NULL, "garment_image" text NOT NULL, "try_on_thumbnail" text, "likes" integer NOT NULL DEFAULT '0', "comments_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "product_stock_not_negative" CHECK ("stock" >= 0), CONSTRAINT "product_discount_price_not_negative" CHECK ("discount_price" IS NULL OR "discount_price" >= 0), CONSTRAINT "product_actual_price_positive" CHECK ("actual_price" > 0), CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "product_try_on_unique" ON "product" ("try_on_id") `);
    await queryRunner.query(`CREATE INDEX "product_user_newest" ON "product" ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "product_try_on" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "product_id" uuid NOT NULL, "user_id" uuid NOT NULL, "try_on_id" uuid NOT NULL, "try_on_path" text NOT NULL, "thumbnail_path" text, "visibility" character varying(10) NOT NULL DEFAULT 'public', "likes" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "product_try_on_visibility_known" CHECK ("visibility" IN ('private', 'public')), CONSTRAINT "PK_5cff95eaccf456a58985e51ff8e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "product_try_on_of_try_on" ON "product_try_on" ("try_on_id") `);
    await queryRunner.query(`CREATE INDEX "product_try_on_user" ON "product_try_on" ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "product_try_on_product_newest" ON "product_try_on" ("product_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_try_on_like" ("try_on_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef794dc764fa25f72de2263c28c" PRIMARY KEY ("try_on_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "product_try_on_like_user" ON "product_try_on_like" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "product_like" ("product_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9de2ae89c44bd19303eb0db994b" PRIMARY KEY ("product_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "product_like_user" ON "product_like" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "product_image" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "product_id" uuid NOT NULL, "path" text NOT NULL, "storage_key" text NOT NULL, "thumbnail_path" text, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_99d98a80f57857d51b5f63c8240" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_image_product_order" ON "product_image" ("product_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_comment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "product_id" uuid NOT NULL, "user_id" uuid NOT NULL, "text" character varying(1000) NOT NULL, "parent_id" uuid, "likes_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef394c5881c264cccfc098d65e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "product_comment_user" ON "product_comment" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "product_comment_like" ("comment_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4039c20056dfbc35dfa85307a5e" PRIMARY KEY ("comment_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "product_comment_like_user" ON "product_comment_like" ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "product_active_newest" ON "product" ("created_at" DESC, "id" DESC) WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_like_product_newest" ON "product_like" ("product_id", "created_at" DESC, "user_id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_comment_top_level" ON "product_comment" ("product_id", "parent_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_comment_parent_oldest" ON "product_comment" ("parent_id", "created_at", "id") WHERE "parent_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "FK_3e59a34134d840e83c2010fac9a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "FK_5cff95eaccf456a58985e51ff8e" FOREIGN KEY ("try_on_id") REFERENCES "virtual_try_on"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_try_on" ADD CONSTRAINT "FK_62deb515c5ddd4af689ef861b60" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_try_on" ADD CONSTRAINT "FK_288f6d8fcc11cc18f6b5a637022" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_try_on" ADD CONSTRAINT "FK_7fb34c5f70b003f4c6b391a127c" FOREIGN KEY ("try_on_id") REFERENCES "virtual_try_on"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_try_on_like" ADD CONSTRAINT "FK_a477f11cf96e139af3e2704f0ee" FOREIGN KEY ("try_on_id") REFERENCES "product_try_on"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_try_on_like" ADD CONSTRAINT "FK_b1e3b043c270960deeab5ce67ed" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_like" ADD CONSTRAINT "FK_2396faf0db8cc45b092d78db30f" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_like" ADD CONSTRAINT "FK_c4544d5c08b12722d1ab9ec756a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_image" ADD CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_comment" ADD CONSTRAINT "FK_082d130dfa3d29fc2dd46141936" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_comment" ADD CONSTRAINT "FK_1b3af1a163d0546d2af5374ccd5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_comment" ADD CONSTRAINT "FK_4b8b02078e5c6cd83704b3febb8" FOREIGN KEY ("parent_id") REFERENCES "product_comment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_comment_like" ADD CONSTRAINT "FK_ff475dc5c643ac804b4b10a7ce1" FOREIGN KEY ("comment_id") REFERENCES "product_comment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_comment_like" ADD CONSTRAINT "FK_831c7be9518b6f51f0eaff1d3fd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Deleting an account cascades its product likes, comments (with the replies under them) and try-on likes
    // away; the counters they were counted in move down first, as social_counters_before_user_delete does for posts.
    await queryRunner.query(`
            CREATE FUNCTION product_counters_before_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              UPDATE product p SET likes = p.likes - 1 FROM product_like l WHERE l.user_id = OLD.id AND l.product_id = p.id;
              UPDATE product_comment c SET likes_count = c.likes_count - 1
                FROM product_comment_like l WHERE l.user_id = OLD.id AND l.comment_id = c.id;
              UPDATE product p SET comments_count = p.comments_count - gone.n
                FROM (
                  SELECT c.product_id, count(*)::int AS n FROM product_comment c
                  WHERE c.user_id = OLD.id
                     OR c.parent_id IN (
                       SELECT t.id FROM product_comment t WHERE t.user_id = OLD.id AND t.parent_id IS NULL
                     )
                  GROUP BY c.product_id
                ) gone
                WHERE p.id = gone.product_id;
              UPDATE product_try_on t SET likes = t.likes - 1
                FROM product_try_on_like l WHERE l.user_id = OLD.id AND l.try_on_id = t.id;
              RETURN OLD;
            END
            $$`);
    await queryRunner.query(
      `CREATE TRIGGER product_counters_before_user_delete BEFORE DELETE ON users
             FOR EACH ROW EXECUTE FUNCTION product_counters_before_user_delete()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER product_counters_before_user_delete ON users`);
    await queryRunner.query(`DROP FUNCTION product_counters_before_user_delete()`);
    await queryRunner.query(`DROP INDEX "public"."product_comment_parent_oldest"`);
    await queryRunner.query(`DROP INDEX "public"."product_comment_top_level"`);
    await queryRunner.query(`DROP INDEX "public"."product_like_product_newest"`);
    await queryRunner.query(`DROP INDEX "public"."product_active_newest"`);
    await queryRunner.query(`ALTER TABLE "product_comment_like" DROP CONSTRAINT "FK_831c7be9518b6f51f0eaff1d3fd"`);
    await queryRunner.query(`ALTER TABLE "product_comment_like" DROP CONSTRAINT "FK_ff475dc5c643ac804b4b10a7ce1"`);
    await queryRunner.query(`ALTER TABLE "product_comment" DROP CONSTRAINT "FK_4b8b02078e5c6cd83704b3febb8"`);
    await queryRunner.query(`ALTER TABLE "product_comment" DROP CONSTRAINT "FK_1b3af1a163d0546d2af5374ccd5"`);
    await queryRunner.query(`ALTER TABLE "product_comment" DROP CONSTRAINT "FK_082d130dfa3d29fc2dd46141936"`);
    await queryRunner.query(`ALTER TABLE "product_image" DROP CONSTRAINT "FK_dbc7d9aa7ed42c9141b968a9ed3"`);
    await queryRunner.query(`ALTER TABLE "product_like" DROP CONSTRAINT "FK_c4544d5c08b12722d1ab9ec756a"`);
    await queryRunner.query(`ALTER TABLE "product_like" DROP CONSTRAINT "FK_2396faf0db8cc45b092d78db30f"`);
    await queryRunner.query(`ALTER TABLE "product_try_on_like" DROP CONSTRAINT "FK_b1e3b043c270960deeab5ce67ed"`);
    await queryRunner.query(`ALTER TABLE "product_try_on_like" DROP CONSTRAINT "FK_a477f11cf96e139af3e2704f0ee"`);
    await queryRunner.query(`ALTER TABLE "product_try_on" DROP CONSTRAINT "FK_7fb34c5f70b003f4c6b391a127c"`);
    await queryRunner.query(`ALTER TABLE "product_try_on" DROP CONSTRAINT "FK_288f6d8fcc11cc18f6b5a637022"`);
    await queryRunner.query(`ALTER TABLE "product_try_on" DROP CONSTRAINT "FK_62deb515c5ddd4af689ef861b60"`);
    await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "FK_5cff95eaccf456a58985e51ff8e"`);
    await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "FK_3e59a34134d840e83c2010fac9a"`);
    await queryRunner.query(`DROP INDEX "public"."product_comment_like_user"`);
    await queryRunner.query(`DROP TABLE "product_comment_like"`);
    await queryRunner.query(`DROP INDEX "public"."product_comment_user"`);
    await queryRunner.query(`DROP TABLE "product_comment"`);
    await queryRunner.query(`DROP INDEX "public"."product_image_product_order"`);
    await queryRunner.query(`DROP TABLE "product_image"`);
    await queryRunner.query(`DROP INDEX "public"."product_like_user"`);
    await queryRunner.query(`DROP TABLE "product_like"`);
    await queryRunner.query(`DROP INDEX "public"."product_try_on_like_user"`);
    await queryRunner.query(`DROP TABLE "product_try_on_like"`);
    await queryRunner.query(`DROP INDEX "public"."product_try_on_product_newest"`);
    await queryRunner.query(`DROP INDEX "public"."product_try_on_user"`);
    await queryRunner.query(`DROP INDEX "public"."product_try_on_of_try_on"`);
    await queryRunner.query(`DROP TABLE "product_try_on"`);
    await queryRunner.query(`DROP INDEX "public"."product_user_newest"`);
    await queryRunner.query(`DROP INDEX "public"."product_try_on_unique"`);
    await queryRunner.query(`DROP TABLE "product"`);
  }
}
