import { MigrationInterface, QueryRunner } from 'typeorm';

export class LedgerInsertOrder1795461935047 implements MigrationInterface {
  name = 'LedgerInsertOrder1795461935047';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."credit_transaction_user_newest"
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_transaction"
            ALTER COLUMN "created_at" TYPE TIMESTAMP(6) WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_transaction"
            ALTER COLUMN "created_at"
            SET DEFAULT clock_timestamp()
        `);
    await queryRunner.query(`
            CREATE INDEX "credit_transaction_user_newest" ON "credit_transaction" ("user_id", "created_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."credit_transaction_user_newest"
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_transaction"
            ALTER COLUMN "created_at"
            SET DEFAULT now()
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_transaction"
            ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE
        `);
    await queryRunner.query(`
            CREATE INDEX "credit_transaction_user_newest" ON "credit_transaction" ("created_at", "user_id")
        `);
  }
}
