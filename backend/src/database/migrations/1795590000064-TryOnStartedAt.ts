import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a worker took each try-on, so that the status can estimate the wait from the measured durations. */
export class TryOnStartedAt1795590000064 implements MigrationInterface {
  name = 'TryOnStartedAt1795590000064';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "virtual_try_on" ADD "started_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "virtual_try_on" DROP COLUMN "started_at"`);
  }
}
