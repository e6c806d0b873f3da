import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../common/access/access.service';
import { AppException } from '../../common/errors/app.exception';
import type { ErrorCode } from '../../common/errors/error-codes';
import { requireUuid } from '../../common/http/uuid-parameter';
import { TryOnUploadsService } from '../try-on/try-on-uploads.service';
import type { ReferenceGarmentDto } from './dto/post-requests.dto';

/** The body fields that can name where a "Try This" garment comes from. */
export type GarmentSourceField = keyof Omit<ReferenceGarmentDto, 'timestamp'>;

/** Where a "Try This" garment may come from; each module that has garments registers its own in its module class. */
export interface GarmentSource {
  /** The body field that names one, e.g. `postId`. */
  field: GarmentSourceField;
  /** The 404 for an id that names none the viewer may see. */
  notFound: ErrorCode;
  /** The storage key of the garment of one the viewer may see; its 404 otherwise. */
  garmentKeyOf: (viewer: Viewer, id: string) => Promise<string>;
}

/** "Try This": copies the garment of a registered source the caller may see into their create session. */
@Injectable()
export class ReferenceGarmentsService {
  private readonly sources: GarmentSource[] = [];

  constructor(private readonly uploads: TryOnUploadsService) {}

  register(source: GarmentSource): void {
    this.sources.push(source);
  }

  async copy(user: Express.User, timestamp: string, from: Omit<ReferenceGarmentDto, 'timestamp'>): Promise<string> {
    const source = this.sources.find((candidate) => from[candidate.field]);
    const id = source && from[source.field];
    if (!source || !id) throw new AppException('not_found');
    const key = await source.garmentKeyOf(user, requireUuid(id, source.notFound));
    return this.uploads.copyGarment(user, timestamp, key);
  }
}
