import { MigrationInterface, QueryRunner } from 'typeorm';

export class OtpAccountLimit1795458593378 implements MigrationInterface {
  name = 'OtpAccountLimit1795458593378';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "otp_account_limit" (
                "user_id" uuid NOT NULL,
                "last_sent_at" TIMESTAMP WITH TIME ZONE,
                "failed_attempts" integer NOT NULL DEFAULT '0',
                "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_c04131e0d204fe3d689db1570ed" PRIMARY KEY ("user_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "otp_account_limit"
            ADD CONSTRAINT "FK_c04131e0d204fe3d689db1570ed" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "otp_account_limit" DROP CONSTRAINT "FK_c04131e0d204fe3d689db1570ed"
        `);
    await queryRunner.query(`
            DROP TABLE "otp_account_limit"
        `);
  }
}
