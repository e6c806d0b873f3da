import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module';

type ServiceState = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) db: ServiceState;
  @ApiProperty({ enum: ['up', 'down'] }) redis: ServiceState;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

const alive: LivenessDto = { status: 'ok' };

const within = <T>(promise: Promise<T>, milliseconds: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), milliseconds).unref()),
  ]);

@ApiTags('health')
// Load balancers poll it, and it must answer while Redis (where the counters live) is down.
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  @ApiOperation({
    operationId: 'getLiveness',
    summary: 'Liveness: 200 while this process answers requests; touches neither PostgreSQL nor Redis',
  })
  @ApiOkResponse({ type: LivenessDto })
  getLiveness(): LivenessDto {
    return alive;
  }

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Readiness: 200 when PostgreSQL and Redis answer, 503 otherwise' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async getHealth(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const [db, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), 2000).then(
        (): ServiceState => 'up',
        (): ServiceState => 'down',
      ),
      within(this.redis.ping(), 2000).then(
        (): ServiceState => 'up',
        (): ServiceState => 'down',
      ),
    ]);
    const healthy = db === 'up' && redis === 'up';
    response.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: healthy ? 'ok' : 'degraded', db, redis };
  }
}
